import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Order, OrderPage, OrderSummary } from '../../contracts/orders.responses'
import type { Db } from '../../db/client'
import { type OrderRow, orderItems, orders, payments, providers } from '../../db/schema'
import { slotOf } from '../../lib/delivery-slots'
import { lockCheckoutOrders } from '../checkout/checkout-lock'
import { DomainError } from '../common/errors'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { releaseCouponUse } from '../coupons/coupons'
import { toPaymentView } from '../payments/payment-view'
import { canPayAgainAfter, latestPayment } from '../payments/payments'
import { recordReceivedForRefund } from '../payments/refunds'
import type { PaymentSettings } from '../payments/settings'
import { releasePortions } from '../portions/portions'
import { reviewOfOrder } from '../reviews/reviews'
import { timelineOf } from './order-events'
import { ACCEPTED_OR_LATER, dueOf, OPEN_FOR_KITCHEN, RIDER_STATUSES } from './order-states'

const notFound = () => new DomainError('not-found', 'order.notFound')

function toOrderSummary(row: OrderRow, kitchenName: string): OrderSummary {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    fulfilment: row.fulfilment,
    service: row.service,
    kitchen: { id: row.kitchenId, name: kitchenName },
    subtotalKes: row.subtotalKes,
    deliveryFeeKes: row.deliveryFeeKes,
    deliveryDistanceKm: row.deliveryDistanceKm,
    etaMinutes: row.etaMinutes,
    /** The delivery slot chosen at checkout (Nairobi day and window); null: as soon as possible. */
    slot: row.slotStart ? slotOf(row.slotStart) : null,
    discountKes: row.discountKes,
    couponCode: row.couponCode,
    totalKes: row.totalKes,
    paidKes: row.paidKes,
    dueKes: dueOf(row),
    /** Why it was cancelled: by the shopper, or not paid within 15 minutes; null otherwise. */
    cancelReason: row.status === 'cancelled' ? row.cancelReason : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Refuses (404) an order that is not the shopper's. */
export async function ownsOrder(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  if (!row) throw notFound()
}

/** The shopper's own orders, newest first. */
export async function listOrders(db: Db, userId: number, page: PageRequest): Promise<OrderPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, kitchenName: providers.name })
      .from(orders)
      .innerJoin(providers, eq(providers.id, orders.kitchenId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ])
  return toPage(
    rows.map((r) => toOrderSummary(r.order, r.kitchenName)),
    total?.n ?? 0,
    page,
  )
}

/**
 * One of the shopper's orders with its lines and its checkout's latest payment. A pending
 * M-Pesa payment older than the query delay is settled by asking Daraja first.
 */
export async function getOrder(
  db: Db,
  userId: number,
  id: number,
  settings: PaymentSettings,
): Promise<Order> {
  const [row] = await db
    .select({
      order: orders,
      kitchenName: providers.name,
      kitchenPhone: providers.phone,
      // Where a picked-up order is collected: what the kitchen's public page and map show.
      pickupAt: {
        neighbourhood: providers.neighbourhood,
        landmark: providers.landmark,
        lat: providers.lat,
        lng: providers.lng,
      },
    })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  if (!row) throw notFound()
  const [{ payment, settled }, lines] = await Promise.all([
    row.order.paymentMethod === 'cash'
      ? cashPaymentOf(db, id)
      : latestPayment(db, row.order.checkoutId, settings),
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id),
  ])
  // Only a payment the query just settled can have moved the order on: then read it again.
  const [fresh] = settled ? await db.select().from(orders).where(eq(orders.id, id)) : [row.order]
  const order = fresh ?? row.order
  // Read after the query's settlement, so a payment it just recorded is on the timeline.
  const [timeline, review] = await Promise.all([
    timelineOf(db, id),
    reviewOfOrder(db, id, order.status === 'delivered'),
  ])
  const status = order.status
  const paymentView = payment ? toPaymentView(payment) : null
  const items = lines.map((line) => ({
    itemId: line.itemId,
    name: line.name,
    unitPriceKes: line.unitPriceKes,
    listPriceKes: line.listPriceKes,
    quantity: line.quantity,
    lineTotalKes: line.unitPriceKes * line.quantity,
    savingKes: (line.listPriceKes - line.unitPriceKes) * line.quantity,
    note: line.note,
    /** The options chosen, as they were when ordered (record 0041). */
    options: line.options,
  }))
  return {
    ...toOrderSummary(order, row.kitchenName),
    items,
    savingKes: items.reduce((sum, line) => sum + line.savingKes, 0),
    deliveryAddress: row.order.deliveryAddress,
    pickupAt: order.fulfilment === 'pickup' ? row.pickupAt : null,
    note: row.order.note,
    readyBy: order.readyBy?.toISOString() ?? null,
    statusReason: order.statusReason,
    /**
     * The 4 digits to give the rider at the door (decision record 0111), while the order is on
     * its way to it; the kitchen's board never shows them.
     */
    deliveryCode:
      OPEN_FOR_KITCHEN.includes(status) && order.fulfilment === 'delivery' ? order.deliveryCode : null,
    /** Who brings it, once the kitchen handed it to a rider, until it is delivered. */
    rider:
      RIDER_STATUSES.includes(status) && order.riderName && order.riderPhone
        ? { name: order.riderName, phone: order.riderPhone }
        : null,
    /** The kitchen's phone, once it accepted the order (before that the shopper deals with us). */
    kitchenPhone: ACCEPTED_OR_LATER.includes(status) ? row.kitchenPhone : null,
    /** Every status the order reached, oldest first. */
    timeline,
    /** Where the order's live stream starts (GET /api/orders/{id}/events?after=). */
    lastEventId: timeline.at(-1)?.id ?? 0,
    payment: paymentView,
    /** A failed, short or doubtful M-Pesa attempt can be followed by another while the order waits (0057). */
    canRetryPayment:
      status === 'awaiting-payment' &&
      paymentView !== null &&
      canPayAgainAfter(paymentView.status) &&
      Boolean(settings.daraja),
    /**
     * Before the kitchen accepts it: a cash order, or an M-Pesa order not paid in full and with no
     * prompt waiting (money a part payment took is then recorded for refund, decision 0057).
     */
    canCancel:
      (status === 'awaiting-payment' &&
        paymentView?.status !== 'pending' &&
        paymentView?.status !== 'paid') ||
      (status === 'placed' && row.order.paymentMethod === 'cash'),
    /** The shopper's review of it, whether they may write or change it now, and until when. */
    ...review,
  }
}

/** A cash order's own payment row (each kitchen's rider collects its own order). */
async function cashPaymentOf(db: Db, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  return { payment, settled: false }
}

/**
 * The shopper cancels an order the kitchen has not accepted (and that M-Pesa has not paid).
 * The check and the change happen under the checkout's lock, the same one paying takes, so a
 * payment cannot go through between them; a cash order's cash is no longer due, and its
 * portions go back to its delivery day.
 */
export async function cancelOrder(
  db: Db,
  userId: number,
  id: number,
  settings: PaymentSettings,
): Promise<Order> {
  const seen = await getOrder(db, userId, id, settings)
  const refused = (status: string) =>
    new DomainError('conflict', 'order.cannotCancel', {
      status: [status],
    })
  if (!seen.canCancel) throw refused(seen.status)
  await db.transaction(async (tx) => {
    const locked = (await lockCheckoutOrders(tx, seen.checkoutId)).find((row) => row.id === id)
    if (!locked) throw notFound()
    if (locked.paymentMethod === 'cash') {
      if (locked.status !== 'placed') throw refused(locked.status)
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(payments.orderId, id), eq(payments.status, 'cash-due')))
    } else {
      const [busy] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.checkoutId, seen.checkoutId), inArray(payments.status, ['pending', 'paid'])))
        .limit(1)
      // A prompt waiting for the PIN, or the checkout paid in full: support handles it. A part
      // payment, a disputed or a refund-due one does not hold the order (decision 0057).
      if (locked.status !== 'awaiting-payment' || busy) throw refused(busy?.status ?? locked.status)
      await recordReceivedForRefund(tx, [locked], 'was cancelled by the shopper', new Date())
    }
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'shopper', updatedAt: new Date() })
      .where(eq(orders.id, id))
    // Under the checkout's lock the order was still live: its portions go back exactly once.
    await releasePortions(tx, [id])
    await releaseCouponUse(tx, [id])
  })
  return getOrder(db, userId, id, settings)
}
