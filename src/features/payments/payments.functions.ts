import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { PageInput } from '../../contracts/common.schemas'
import { RetryInput } from '../../contracts/payments.schemas'
import { IdempotencyKey, IdInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/**
 * A new M-Pesa prompt for an order whose payment failed, to the same or another number; the
 * panel's key of this retry goes along as Idempotency-Key (one prompt however often it is sent).
 */
export const retryPayment = createServerFn({ method: 'POST' })
  .validator(
    v.object({ ...IdInput.entries, ...RetryInput.entries, idempotencyKey: v.optional(IdempotencyKey) }),
  )
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.orders[':id'].payments.$post(
        { param: { id: String(data.id) }, json: data.phone ? { phone: data.phone } : {} },
        data.idempotencyKey ? { ...o, headers: { ...o.headers, 'Idempotency-Key': data.idempotencyKey } } : o,
      ),
    ),
  )

export const listPayments = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.payments.$get({ query: { page: String(data.page), perPage: '10' } }, o)),
  )

export const listMpesaNumbers = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.payments.numbers.$get({}, o)),
)
