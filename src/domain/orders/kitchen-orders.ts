import { and, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm'
import type { KitchenBoard, KitchenOrder } from '../../contracts/kitchen-console.responses'
import type { Db } from '../../db/client'
import {
  type OrderLineOption,
  type OrderRow,
  orderItems,
  orders,
  payments,
  providers,
  users,
} from '../../db/schema'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { SLOT_MINUTES, slotOf } from '../../lib/delivery-slots'
import { channelFor } from '../../lib/identifier'
import type { KitchenStep, OrderFulfilment } from '../../lib/order-lists'
import type { MessageText } from '../accounts/message-texts'
import { sendMessage } from '../accounts/outbox'
import type { Transports } from '../accounts/transports'
import { lockCheckoutOrders, type Tx } from '../checkout/checkout-lock'
import { DomainError, invalidField } from '../common/errors'
import { releaseCouponUse } from '../coupons/coupons'
import type { NotificationKind } from '../notifications/notification-titles'
import { notifyOrders } from '../notifications/order-notifications'
import { recordReceivedForRefund } from '../payments/refunds'
import { releasePortions } from '../portions/portions'
import { answerBy } from './answer-by'
import { latestEventId } from './order-events'
import { declinedText } from './order-messages'
import { canStep, dueOf, nextSteps, OPEN_FOR_KITCHEN, riderMayCarry } from './order-states'
import { riderOfOrder } from './rider-view'

const notFound = () => new DomainError('not-found', 'order.notFound')

/** Nairobi is UTC+3 all year (no daylight saving): the start of its current day, in UTC. */
const HOUR_MS = 3_600_000
export function startOfNairobiDay(now: Date) {
  const day = 24 * HOUR_MS
  return new Date(Math.floor((now.getTime() + 3 * HOUR_MS) / day) * day - 3 * HOUR_MS)
}

/** A kitchen accepts with a ready-by time from now to at most a day ahead. */
const MAX_READY_AHEAD_MS = 24 * HOUR_MS

function toKitchenOrder(
  row: OrderRow,
  customer: { name: string; surname: string; answerBy: string | null },
  lines: { name: string; quantity: number; note: string | null; options: OrderLineOption[] }[],
): KitchenOrder {
  const address = row.deliveryAddress
  return {
    id: row.id,
    status: row.status,
    paymentMethod: row.paymentMethod,
    discountKes: row.discountKes,
    totalKes: row.totalKes,
    paidKes: row.paidKes,
    dueKes: dueOf(row),
    fulfilment: row.fulfilment,
    customerName: `${customer.name} ${customer.surname.slice(0, 1)}.`,
    customerPhone: address.phone,
    // A shopper who collects the order keeps where they live to themselves (decision record 0116).
    deliveryAddress:
      row.fulfilment === 'pickup'
        ? null
        : {
            neighbourhood: address.neighbourhood,
            building: address.building,
            floorAndDoor: address.floorAndDoor,
            landmark: address.landmark,
            directions: address.directions,
            phone: address.phone,
          },
    note: row.note,
    items: lines,
    readyBy: row.readyBy?.toISOString() ?? null,
    /** Until when the kitchen may answer a placed order before it is declined for it (decision 0110). */
    answerBy: row.status === 'placed' ? customer.answerBy : null,
    /** The delivery slot the shopper chose (Nairobi day and window); null: as soon as possible. */
    slot: row.slotStart ? slotOf(row.slotStart) : null,
    statusReason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    /** What the kitchen may do next. */
    nextSteps: [...nextSteps(row.status, row.fulfilment)],
    rider: riderOfOrder(row),
    canAssignRider: riderMayCarry(row),
  }
}

/** One order as the board shows it, whatever its kitchen (the caller checked that). */
export async function kitchenOrderById(db: Db, orderId: number): Promise<KitchenOrder> {
  const [order] = await kitchenOrders(db, and(eq(orders.id, orderId)))
  if (!order) throw notFound()
  return order
}

async function kitchenOrders(db: Db, where: ReturnType<typeof and>): Promise<KitchenOrder[]> {
  const rows = await db
    .select({
      order: orders,
      name: users.name,
      surname: users.surname,
      // As ISO text, the same from both drivers.
      answerBy: sql<
        string | null
      >`to_char((${answerBy}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .where(where)
    // ASAP orders first, newest first as before; then pre-orders by their slot, earliest first.
    .orderBy(sql`${orders.slotStart} asc nulls first`, desc(orders.id))
    .limit(200)
  const ids = rows.map((r) => r.order.id)
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            name: orderItems.name,
            quantity: orderItems.quantity,
            note: orderItems.note,
            options: orderItems.options,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(orderItems.id)
  return rows.map((r) =>
    toKitchenOrder(
      r.order,
      r,
      lines.filter((line) => line.orderId === r.order.id).map(({ orderId: _, ...line }) => line),
    ),
  )
}

/**
 * The kitchen's board: every order it still has work on, and today's finished ones (Nairobi's
 * day), newest first. Unpaid M-Pesa orders are left out until paid. `lastEventId` is where the
 * board's live stream starts, so nothing between this read and the stream is missed.
 */
export async function listKitchenOrders(
  db: Db,
  kitchenId: number,
  now = new Date(),
): Promise<Omit<KitchenBoard, 'kitchen'>> {
  const [lastEventId, items] = await Promise.all([
    latestEventId(db, { kitchenId }),
    kitchenOrders(
      db,
      and(
        eq(orders.kitchenId, kitchenId),
        ne(orders.status, 'awaiting-payment'),
        or(inArray(orders.status, [...OPEN_FOR_KITCHEN]), gte(orders.updatedAt, startOfNairobiDay(now))),
      ),
    ),
  ])
  return { items, lastEventId }
}

export type StepInput = { to: KitchenStep; readyBy?: string | undefined; reason?: string | undefined }

/**
 * Moves one of the kitchen's orders a step on (order-states.ts), under the checkout's lock that
 * paying and cancelling take too: of two parallel steps from the same status exactly one wins,
 * and a shopper's cancel cannot slip in between. Declining releases a cash order's cash and
 * records a paid M-Pesa order's money as refund-due for support; delivering a cash order marks
 * its cash paid. The trigger on orders records the step in order_events and notifies the streams;
 * the shopper's notification is written in the same transaction.
 */
export async function stepOrder(
  db: Db,
  kitchenId: number,
  orderId: number,
  input: StepInput,
  transports: Transports,
  now = new Date(),
  /** Checks the locked order before the step (a rider's link still being the order's): throws to refuse. */
  guard: (order: OrderRow) => void = () => {},
): Promise<KitchenOrder> {
  const askedReadyBy = input.to === 'accepted' ? readyByOf(input.readyBy) : null
  const reason = input.to === 'declined' ? input.reason?.trim() : undefined
  if (input.to === 'declined' && !reason) throw invalidField('reason', 'kitchen.reasonRequired')

  const [seen] = await db
    .select({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.kitchenId, kitchenId)))
  if (!seen) throw notFound()

  const refundKes = await db.transaction(async (tx) => {
    const order = (await lockCheckoutOrders(tx, seen.checkoutId)).find((row) => row.id === orderId)
    if (!order) throw notFound()
    guard(order)
    if (!canStep(order.status, input.to, order.fulfilment))
      throw new DomainError('conflict', 'kitchen.illegalStep', { status: [order.status] })
    const changes: Partial<OrderRow> = { status: input.to, updatedAt: now }
    if (askedReadyBy) changes.readyBy = checkReadyBy(askedReadyBy, order.slotStart, now)
    if (reason) changes.statusReason = reason
    let refund = 0
    if (input.to === 'delivered' && order.paymentMethod === 'cash') {
      // The rider collected the cash at the door (the kitchen, at its own for a picked-up order).
      changes.paidKes = order.totalKes
      await tx
        .update(payments)
        .set({ status: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'cash-due')))
    }
    if (input.to === 'declined')
      refund = await releaseDeclined(tx, order, `was declined by kitchen ${kitchenId} (${reason})`, now)
    await tx.update(orders).set(changes).where(eq(orders.id, orderId))
    // The shopper's notification centre hears of every step with the step itself; a picked-up
    // order's ready and delivered are "ready to collect" and "collected" (decision record 0116).
    await notifyOrders(tx, [orderId], stepNotice(input.to, order.fulfilment))
    if (input.to === 'declined') await releaseHeld(tx, orderId)
    return refund
  })

  if (input.to === 'declined' && reason) await tellDeclined(db, orderId, reason, refundKes, transports)
  return kitchenOrderById(db, orderId)
}

/**
 * What a declined order lets go of, in the transaction that declines it: a cash order's cash is
 * no longer due; a paid M-Pesa order's money is recorded refund-due for support (the checkout's
 * payment may cover other kitchens' orders too: this order's share is a row of its own). Answers
 * the refund.
 */
export async function releaseDeclined(tx: Tx, order: OrderRow, why: string, now: Date): Promise<number> {
  if (order.paymentMethod === 'cash') {
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'cash-due')))
    return 0
  }
  if (order.paidKes <= 0) return 0
  await recordReceivedForRefund(tx, [order], why, now)
  return order.paidKes
}

/** A declined order's portions go back to its day, and its coupon use, under the cancel's lock (decision 0017). */
export async function releaseHeld(tx: Tx, orderId: number) {
  await releasePortions(tx, [orderId])
  await releaseCouponUse(tx, [orderId])
}

const PICKUP_NOTICES: Partial<Record<KitchenStep, NotificationKind>> = {
  ready: 'order.ready-to-collect',
  delivered: 'order.collected',
}

/** The shopper's notification of a step. */
const stepNotice = (to: KitchenStep, fulfilment: OrderFulfilment): NotificationKind =>
  (fulfilment === 'pickup' ? PICKUP_NOTICES[to] : undefined) ?? `order.${to}`

function readyByOf(value: string | undefined) {
  const at = value ? new Date(value) : undefined
  if (!at || Number.isNaN(at.getTime())) throw invalidField('readyBy', 'kitchen.readyByRequired')
  return at
}

/**
 * A ready-by time the order can keep. A minute's grace for the kitchen's clock. An order for as
 * soon as possible is ready at most a day ahead; a pre-order by the end of its delivery slot,
 * however far that is (decision 0057): its food is cooked for the slot, not for today.
 */
function checkReadyBy(at: Date, slotStart: Date | null, now: Date) {
  const past = at.getTime() < now.getTime() - 60_000
  if (!slotStart) {
    if (past || at.getTime() > now.getTime() + MAX_READY_AHEAD_MS)
      throw invalidField('readyBy', 'kitchen.readyByRange')
    return at
  }
  if (past) throw invalidField('readyBy', 'kitchen.readyByPast')
  if (at.getTime() > slotStart.getTime() + SLOT_MINUTES * 60_000)
    throw invalidField('readyBy', 'kitchen.readyByAfterSlot')
  return at
}

/** The shopper hears of a declined order by their sign-in identifier's channel (e-mail or SMS). */
async function tellDeclined(
  db: Db,
  orderId: number,
  reason: string,
  refundKes: number,
  transports: Transports,
) {
  await tellShopper(db, orderId, transports, (kitchen) =>
    declinedText(DEFAULT_LOCALE, { orderId, kitchen, reason, refundKes }),
  )
}

/**
 * Sends the order's shopper a message about it, written by `text` from the kitchen's name, by
 * their sign-in identifier's channel (e-mail or SMS).
 */
export async function tellShopper(
  db: Db,
  orderId: number,
  transports: Transports,
  text: (kitchen: string) => Promise<MessageText>,
) {
  const [row] = await db
    .select({ identifier: users.identifier, kitchen: providers.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .where(eq(orders.id, orderId))
  if (!row) return
  // Accounts keep no language yet: the message goes in the default locale (its text is translated).
  await sendMessage(db, transports, {
    channel: channelFor(row.identifier),
    purpose: 'order-update',
    recipient: row.identifier,
    ...(await text(row.kitchen)),
  })
}
