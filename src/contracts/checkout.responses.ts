import * as v from 'valibot'
import { ErrorBody } from './common.responses'
import { Order } from './orders.responses'
import { Payment } from './payments.responses'

/** What placing an order answers: the orders of one checkout and its M-Pesa prompt. */

export const CheckoutResult = v.object({
  checkoutId: v.string(),
  orders: v.array(Order),
  payment: v.optional(Payment),
})
export type CheckoutResult = v.InferOutput<typeof CheckoutResult>

/** One line of the checkout as priced now, in a `checkout.priceChanged` refusal. */
const PricedLine = v.object({
  kitchenId: v.number(),
  kitchenName: v.string(),
  itemId: v.number(),
  name: v.string(),
  quantity: v.number(),
  choiceIds: v.array(v.number()),
  note: v.string(),
  /** The meal's menu price now, before any offer. */
  menuPriceKes: v.number(),
  /** The offer running now (0: none). */
  percentOff: v.number(),
  /** What one portion costs now: the offer and the choices' differences included. */
  unitPriceKes: v.number(),
  lineTotalKes: v.number(),
})

/**
 * The checkout as priced now, when its total is not `expectedTotalKes` (record 0056): send the
 * checkout again with `expectedTotalKes` = `totalKes` to accept it.
 */
export const PriceChange = v.object({
  /** The total the request said the shopper saw. */
  expectedTotalKes: v.number(),
  /** What the checkout charges now. */
  totalKes: v.number(),
  subtotalKes: v.number(),
  savingKes: v.number(),
  deliveryFeesKes: v.number(),
  discountKes: v.number(),
  /** Every line ordered, at today's prices: compare with those shown to say which changed. */
  lines: v.array(PricedLine),
})
export type PriceChange = v.InferOutput<typeof PriceChange>

/** A checkout's 409: the error body; with `checkout.priceChanged`, `details` is the price now. */
export const CheckoutConflict = v.object({ ...ErrorBody.entries, details: v.optional(PriceChange) })
export type CheckoutConflict = v.InferOutput<typeof CheckoutConflict>
