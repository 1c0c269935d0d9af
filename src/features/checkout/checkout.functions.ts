import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { CheckoutInput } from '../../contracts/checkout.schemas'
import { IdempotencyKey } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** The payment methods this server offers (M-Pesa only when Daraja is configured). */
export const getPaymentMethods = createServerFn({ method: 'GET' }).handler(async () => {
  return apiCall((api, o) => api.shop.payments.methods.$get({}, o), { as: 'visitor' })
})

/**
 * Cart → orders: the API checks the same schema again, for every other client. The form's key
 * of this checkout attempt goes along as Idempotency-Key: sent again, the attempt answers the
 * same orders instead of ordering twice.
 */
export const placeOrder = createServerFn({ method: 'POST' })
  .validator(v.object({ ...CheckoutInput.entries, idempotencyKey: v.optional(IdempotencyKey) }))
  .handler(async ({ data: { idempotencyKey, ...input } }) =>
    apiCall((api, o) =>
      api.shop.orders.$post(
        { json: input },
        idempotencyKey ? { ...o, headers: { ...o.headers, 'Idempotency-Key': idempotencyKey } } : o,
      ),
    ),
  )
