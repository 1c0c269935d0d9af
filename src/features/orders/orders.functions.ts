import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { PAYMENT_METHODS } from '../../lib/order-lists'
import { apiCall } from '../../server/api-call.server'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const page = v.object({ page: v.optional(id, 1) })

/** The payment methods this server offers (M-Pesa only when Daraja is configured). */
export const getPaymentMethods = createServerFn({ method: 'GET' }).handler(async () => {
  return apiCall((api, o) => api.shop.payments.methods.$get({}, o), { as: 'visitor' })
})

export const placeOrder = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      addressId: id,
      paymentMethod: v.picklist(PAYMENT_METHODS),
      phone: v.optional(v.pipe(v.string(), v.maxLength(20))),
      kitchenNotes: v.optional(
        v.array(v.object({ kitchenId: id, note: v.pipe(v.string(), v.maxLength(500)) })),
      ),
    }),
  )
  .handler(async ({ data }) => apiCall((api, o) => api.shop.orders.$post({ json: data }, o)))

export const listOrders = createServerFn({ method: 'GET' })
  .validator(page)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders.$get({ query: { page: String(data.page), perPage: '10' } }, o)),
  )

export const getOrder = createServerFn({ method: 'GET' })
  .validator(v.object({ id }))
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders[':id'].$get({ param: { id: String(data.id) } }, o)),
  )

export const cancelOrder = createServerFn({ method: 'POST' })
  .validator(v.object({ id }))
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders[':id'].cancel.$post({ param: { id: String(data.id) } }, o)),
  )

export const retryPayment = createServerFn({ method: 'POST' })
  .validator(v.object({ id, phone: v.optional(v.pipe(v.string(), v.maxLength(20))) }))
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.orders[':id'].payments.$post(
        { param: { id: String(data.id) }, json: data.phone ? { phone: data.phone } : {} },
        o,
      ),
    ),
  )

export const listPayments = createServerFn({ method: 'GET' })
  .validator(page)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.payments.$get({ query: { page: String(data.page), perPage: '10' } }, o)),
  )
