import { createServerFn } from '@tanstack/react-start'
import { apiCall } from '../../server/api-call.server'
import { CheckoutInput } from './checkout.schemas'

/** The payment methods this server offers (M-Pesa only when Daraja is configured). */
export const getPaymentMethods = createServerFn({ method: 'GET' }).handler(async () => {
  return apiCall((api, o) => api.shop.payments.methods.$get({}, o), { as: 'visitor' })
})

/** Cart → orders: the API checks the same schema again, for every other client. */
export const placeOrder = createServerFn({ method: 'POST' })
  .validator(CheckoutInput)
  .handler(async ({ data }) => apiCall((api, o) => api.shop.orders.$post({ json: data }, o)))
