import * as v from 'valibot'
import { SERVICES } from '../lib/catalogue-lists'
import { CANCEL_REASONS, ORDER_FULFILMENTS, ORDER_STATUSES, PAYMENT_METHODS } from '../lib/order-lists'
import { Address } from './addresses.responses'
import { CartView } from './cart.responses'
import { ChosenOption } from './catalogue.responses'
import { pageOf } from './common.responses'
import { DeliverySlot } from './delivery-slots.responses'
import { OrderEvent } from './kitchen-console.responses'
import { Payment } from './payments.responses'
import { Review } from './reviews.responses'

/** Orders as the API answers them. */

const orderSummaryEntries = {
  id: v.number(),
  checkoutId: v.string(),
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  /** Delivered to the address, or picked up by the shopper at the kitchen (no fee, no rider; decision record 0116). */
  fulfilment: v.picklist(ORDER_FULFILMENTS),
  /** The service it was ordered in (a kitchen's food, a store's groceries, a chef's booking). */
  service: v.picklist(SERVICES),
  kitchen: v.object({ id: v.number(), name: v.string() }),
  subtotalKes: v.number(),
  deliveryFeeKes: v.number(),
  /** The straight-line km from the kitchen to the address when it was placed (null before fees went by distance). */
  deliveryDistanceKm: v.nullable(v.number()),
  /** The minutes promised when it was placed: the kitchen's prep time plus the ride (null before). */
  etaMinutes: v.nullable(v.number()),
  /** The delivery slot chosen at checkout, Nairobi time (record 0040); null: as soon as possible. */
  slot: v.nullable(DeliverySlot),
  /** What a coupon took off this order (its share of the checkout's discount). */
  discountKes: v.number(),
  couponCode: v.nullable(v.string()),
  totalKes: v.number(),
  /** What has been paid for this order (its share of an M-Pesa payment, or its cash). */
  paidKes: v.number(),
  /** What this order still owes: 0 once paid or cancelled. */
  dueKes: v.number(),
  /** Why a cancelled order was cancelled (`unpaid`: M-Pesa never paid within 15 minutes); null otherwise. */
  cancelReason: v.nullable(v.picklist(CANCEL_REASONS)),
  createdAt: v.string(),
}

export const OrderSummary = v.object(orderSummaryEntries)
export type OrderSummary = v.InferOutput<typeof OrderSummary>

export const OrderPage = pageOf(OrderSummary)
export type OrderPage = v.InferOutput<typeof OrderPage>

export const Order = v.object({
  ...orderSummaryEntries,
  items: v.array(
    v.object({
      itemId: v.nullable(v.number()),
      name: v.string(),
      unitPriceKes: v.number(),
      /** The menu price; above unitPriceKes when an offer applied. */
      listPriceKes: v.number(),
      quantity: v.number(),
      lineTotalKes: v.number(),
      savingKes: v.number(),
      note: v.nullable(v.string()),
      /** The options chosen, with their names and price differences when ordered. */
      options: v.array(ChosenOption),
    }),
  ),
  savingKes: v.number(),
  /** The address as it was at checkout (for a picked-up order: the shopper's contact). */
  deliveryAddress: v.omit(Address, ['id', 'isDefault', 'createdAt']),
  /** Where a picked-up order is collected: the kitchen's area, landmark and pin; null when delivered. */
  pickupAt: v.nullable(
    v.object({ neighbourhood: v.string(), landmark: v.string(), lat: v.number(), lng: v.number() }),
  ),
  note: v.nullable(v.string()),
  /** When the kitchen said the order will be ready (once accepted). */
  readyBy: v.nullable(v.string()),
  /** The kitchen's reason, when it declined the order. */
  statusReason: v.nullable(v.string()),
  /** The kitchen's phone, once it accepted the order. */
  /** The 4 digits the shopper gives the rider at the door, while the order is on its way to it. */
  deliveryCode: v.nullable(v.string()),
  /** The rider the kitchen gave the order to (name and phone), until it is delivered. */
  rider: v.nullable(v.object({ name: v.string(), phone: v.string() })),
  kitchenPhone: v.nullable(v.string()),
  /** Every status the order reached, oldest first. */
  timeline: v.array(OrderEvent),
  /** Open the order's event stream after this id (GET /api/orders/{id}/events?after=). */
  lastEventId: v.number(),
  payment: v.nullable(Payment),
  canRetryPayment: v.boolean(),
  canCancel: v.boolean(),
  /** The shopper's review of this order (PUT /api/orders/{id}/review), once written. */
  review: v.nullable(Review),
  /** Whether the shopper may write the review, or change theirs, now: delivered, within 7 days of writing. */
  canReview: v.boolean(),
  /** Until when the written review may be changed; null before it is written. */
  reviewEditableUntil: v.nullable(v.string()),
})
export type Order = v.InferOutput<typeof Order>

/** "Order again": the cart after the old order's lines went back in, and what changed. */
export const ReorderResult = v.object({
  cart: CartView,
  /** How many of the order's meals went back into the cart. */
  added: v.number(),
  /** Meals that could not: taken off the menu (`gone`), sold out today (`soldOut`), or a chosen option no longer offered (`optionGone`). */
  leftOut: v.array(v.object({ name: v.string(), reason: v.picklist(['gone', 'soldOut', 'optionGone']) })),
  /** Meals added at a price other than the order's. */
  priceChanges: v.array(v.object({ name: v.string(), wasKes: v.number(), nowKes: v.number() })),
})
export type ReorderResult = v.InferOutput<typeof ReorderResult>
