import { ORDER_STATUSES, type OrderStatus } from './order-lists'

/** Statuses in which the food is still to arrive: every one but the three that end an order. */
const ENDED: readonly OrderStatus[] = ['delivered', 'declined', 'cancelled']
const UNDERWAY: ReadonlySet<OrderStatus> = new Set(ORDER_STATUSES.filter((status) => !ENDED.includes(status)))

/**
 * When an order placed for "as soon as possible" should arrive: the moment it was placed plus
 * the minutes promised then (the kitchen's preparation plus the ride, decision 0037). None
 * for a slot (the slot is the promise), an order that is over, or one placed before ETAs.
 * From the order's own data only, so the server and the browser render the same.
 */
export function expectedArrival(order: {
  status: OrderStatus
  createdAt: string
  etaMinutes: number | null
  slot: unknown
}): string | null {
  if (order.slot || order.etaMinutes === null || !UNDERWAY.has(order.status)) return null
  return new Date(Date.parse(order.createdAt) + order.etaMinutes * 60_000).toISOString()
}
