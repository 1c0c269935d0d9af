import { and, asc, desc, eq, gt, ne } from 'drizzle-orm'
import type { OrderEvent } from '../../contracts/kitchen-console.responses'
import type { Db } from '../../db/client'
import { type OrderEventRow, orderEvents } from '../../db/schema'

/** Whose events a stream carries: one shopper's order, or everything of one kitchen. */
export type EventScope = { orderId: number } | { kitchenId: number }

/** The channel the orders trigger notifies (migration 0010). */
export const ORDER_EVENTS_CHANNEL = 'order_events'

/**
 * What NOTIFY carries: enough to tell which streams care, never the event itself. `kind`
 * 'payment' says an order's payment changed (no order_events row: the page reads the order again).
 */
export type OrderEventNotice = {
  kind?: 'payment'
  id: number
  orderId: number
  kitchenId: number
  userId: number
}

export function concerns(scope: EventScope, notice: OrderEventNotice) {
  return 'orderId' in scope ? notice.orderId === scope.orderId : notice.kitchenId === scope.kitchenId
}

const whereScope = (scope: EventScope) =>
  'orderId' in scope
    ? eq(orderEvents.orderId, scope.orderId)
    : // A kitchen does not hear of an M-Pesa order until it is paid (placed).
      and(eq(orderEvents.kitchenId, scope.kitchenId), ne(orderEvents.status, 'awaiting-payment'))

function toEventView(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    at: row.createdAt.toISOString(),
    readyBy: row.readyBy?.toISOString() ?? null,
    reason: row.reason,
    riderName: row.riderName,
  }
}

/** The scope's events after an event id, oldest first: what a (re)connecting stream has missed. */
export async function eventsAfter(
  db: Db,
  scope: EventScope,
  afterId: number,
  limit = 200,
): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(whereScope(scope), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.id))
    .limit(limit)
  return rows.map(toEventView)
}

/** The newest event id of a scope (0 when none): a page read at that point streams from there. */
export async function latestEventId(db: Db, scope: EventScope) {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(whereScope(scope))
    .orderBy(desc(orderEvents.id))
    .limit(1)
  return row?.id ?? 0
}

/** One order's timeline, oldest first. */
export async function timelineOf(db: Db, orderId: number) {
  return eventsAfter(db, { orderId }, 0)
}
