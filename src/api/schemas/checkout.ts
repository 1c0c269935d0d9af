import * as v from 'valibot'
import { Order } from './orders'
import { Payment } from './payments'

/** What placing an order answers: the orders of one checkout and its M-Pesa prompt. */

export const CheckoutResult = v.object({
  checkoutId: v.string(),
  orders: v.array(Order),
  payment: v.optional(Payment),
})
