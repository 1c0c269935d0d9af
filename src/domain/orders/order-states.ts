import type { KitchenStep, OrderFulfilment, OrderStatus } from '../../lib/order-lists'

/**
 * The kitchen's side of an order's life, one step at a time: a placed (paid, or cash) order is
 * accepted or declined; an accepted one is prepared, made ready, sent on its way and delivered.
 * Nothing skips a step or goes back; awaiting-payment (unpaid M-Pesa), declined, cancelled and
 * delivered orders take no step at all. A picked-up order goes from ready to delivered (collected)
 * at the kitchen's door: nothing carries it (decision record 0116).
 */
const NEXT: Partial<Record<OrderStatus, readonly KitchenStep[]>> = {
  placed: ['accepted', 'declined'],
  accepted: ['preparing'],
  preparing: ['ready'],
  ready: ['on-the-way'],
  'on-the-way': ['delivered'],
}

/** A picked-up order: collected (delivered) from ready; it is never on the way. */
const NEXT_PICKED_UP: Partial<Record<OrderStatus, readonly KitchenStep[]>> = {
  ...NEXT,
  ready: ['delivered'],
  'on-the-way': [],
}

/** The steps a kitchen may take from a status (none for a finished or unpaid order). */
export const nextSteps = (status: OrderStatus, fulfilment: OrderFulfilment): readonly KitchenStep[] =>
  (fulfilment === 'pickup' ? NEXT_PICKED_UP : NEXT)[status] ?? []

export const canStep = (from: OrderStatus, to: KitchenStep, fulfilment: OrderFulfilment) =>
  nextSteps(from, fulfilment).includes(to)

/** Whether a rider may carry an order now: a delivered one, between its accept and the door (decision 0116). */
export const riderMayCarry = (order: { status: OrderStatus; fulfilment: OrderFulfilment }) =>
  order.fulfilment === 'delivery' && RIDER_STATUSES.includes(order.status)

/** Statuses a kitchen still has work on: the board shows them whatever day they were placed. */
export const OPEN_FOR_KITCHEN: readonly OrderStatus[] = [
  'placed',
  'accepted',
  'preparing',
  'ready',
  'on-the-way',
]

/**
 * Where a rider belongs to an order (decision record 0111): the kitchen's open statuses from its
 * accept until the door. A rider's link works only while the order is in one of these.
 */
export const RIDER_STATUSES: readonly OrderStatus[] = OPEN_FOR_KITCHEN.filter((status) => status !== 'placed')

/** After the kitchen accepted, the shopper may call it (the kitchen's phone is shown). */
export const ACCEPTED_OR_LATER: readonly OrderStatus[] = [
  'accepted',
  'preparing',
  'ready',
  'on-the-way',
  'delivered',
]

/** What an order still owes: nothing once it stopped (cancelled or declined), else its total less what was paid. */
export const dueOf = (row: { status: OrderStatus; totalKes: number; paidKes: number }) =>
  row.status === 'cancelled' || row.status === 'declined' ? 0 : row.totalKes - row.paidKes
