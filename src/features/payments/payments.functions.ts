import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { IdInput, PageInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'
import { RetryInput } from './payments.schemas'

/** A new M-Pesa prompt for an order whose payment failed, to the same or another number. */
export const retryPayment = createServerFn({ method: 'POST' })
  .validator(v.object({ ...IdInput.entries, ...RetryInput.entries }))
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.orders[':id'].payments.$post(
        { param: { id: String(data.id) }, json: data.phone ? { phone: data.phone } : {} },
        o,
      ),
    ),
  )

export const listPayments = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.payments.$get({ query: { page: String(data.page), perPage: '10' } }, o)),
  )
