/** Closed lists of orders and payments: each feeds a pgEnum and a valibot picklist. */

/** How a shopper pays: M-Pesa STK push at checkout, or cash to the rider (KENYA.md). */
export const PAYMENT_METHODS = ['mpesa', 'cash'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/**
 * An order's life. The shopper's side reaches awaiting-payment, placed and cancelled; the
 * kitchen accepts or declines a placed order, then moves it on through preparing, ready,
 * on-the-way and delivered (the state machine is src/domain/orders/order-states.ts).
 */
export const ORDER_STATUSES = [
  'awaiting-payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'on-the-way',
  'delivered',
  'declined',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * How an order reaches its shopper (decision record 0116): delivered (by the kitchen or a rider it
 * hands it to), or picked up by the shopper at the kitchen, with no fee and no rider.
 */
export const ORDER_FULFILMENTS = ['delivery', 'pickup'] as const
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number]

/** Why an order was cancelled: the shopper did, or its M-Pesa payment never came (15 minutes). */
export const CANCEL_REASONS = ['shopper', 'unpaid'] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

/**
 * A payment attempt: an STK push pending, paid or failed; cash is due on delivery (and no longer
 * once its order is cancelled). Money M-Pesa took for orders that were cancelled or already paid
 * is refund-due; a success whose amount or receipt does not match is disputed. A success for
 * less than was asked, with its receipt, is part-paid: the money counts and the shopper pays the
 * rest or cancels (decision 0057). Support sees all three.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cash-due',
  'cancelled',
  'refund-due',
  'disputed',
  'part-paid',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The statuses a kitchen can move an order to (POST /api/kitchen/orders/{id}/transitions). */
export const KITCHEN_STEPS = [
  'accepted',
  'declined',
  'preparing',
  'ready',
  'on-the-way',
  'delivered',
] as const
export type KitchenStep = (typeof KITCHEN_STEPS)[number]
