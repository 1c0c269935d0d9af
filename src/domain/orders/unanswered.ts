import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { MISSED_ORDERS_BEFORE_PAUSE } from '../../config/constants'
import type { Db } from '../../db/client'
import { orders, providers } from '../../db/schema'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { type ContentLanguage, localeOfContentLanguage } from '../../lib/content-languages'
import { sendMessage } from '../accounts/outbox'
import type { Transports } from '../accounts/transports'
import { lockCheckoutOrders } from '../checkout/checkout-lock'
import { pausedUntil } from '../kitchen-console/availability'
import { notifyOrders } from '../notifications/order-notifications'
import { answerBy, minutes } from './answer-by'
import { releaseDeclined, releaseHeld, tellShopper } from './kitchen-orders'
import { orderWaitingSms, pausedForMissesSms, unansweredText } from './order-messages'

/** How many waiting orders one sweep looks at; the next minute's takes the rest. */
const BATCH = 100

const alertAt = sql`${answerBy} - ${minutes(sql`${providers.answerWithinMinutes} - ${providers.alertAfterMinutes}`)}`

/** The kitchen's language for its cook's SMS: the one it writes its menu in. */
const cookLocale = localeOfContentLanguage

/**
 * The unanswered-orders sweep, every minute: an order waiting past its alert time is sent to the
 * cook's phone by SMS (once: the claim is a conditional update), and one waiting past its answer
 * time is declined for the kitchen, the shopper told at once and a paid M-Pesa order's money
 * recorded refund-due; a kitchen that missed MISSED_ORDERS_BEFORE_PAUSE in a row is paused. The
 * decline is taken under the checkout's lock, like the kitchen's own steps: an accept that
 * commits first wins, and the sweep leaves that order alone.
 */
export async function answerWaitingOrders(
  db: Db,
  transports: Transports,
  now = new Date(),
): Promise<{ alerted: number; declined: number; paused: number }> {
  const at = sql`${now.toISOString()}::timestamptz`
  const waiting = await db
    .select({
      id: orders.id,
      checkoutId: orders.checkoutId,
      kitchenId: orders.kitchenId,
      totalKes: orders.totalKes,
      alerted: sql<boolean>`${orders.kitchenAlertedAt} is not null`,
      late: sql<boolean>`${answerBy} <= ${at}`,
      minutesLeft: sql<number>`ceil(extract(epoch from (${answerBy} - ${at})) / 60)::int`,
      phone: providers.phone,
      language: providers.contentLanguage,
    })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .where(and(eq(orders.status, 'placed'), sql`${alertAt} <= ${at}`))
    .orderBy(orders.placedAt)
    .limit(BATCH)
  let alerted = 0
  let declined = 0
  const missedBy = new Set<number>()
  for (const order of waiting) {
    if (order.late) {
      if (await declineUnanswered(db, order, transports, now)) {
        declined += 1
        missedBy.add(order.kitchenId)
      }
    } else if (!order.alerted && order.phone) {
      if (await alertCook(db, { ...order, phone: order.phone }, transports, now)) alerted += 1
    }
  }
  let paused = 0
  for (const kitchenId of missedBy) if (await pauseAfterMisses(db, kitchenId, transports, now)) paused += 1
  return { alerted, declined, paused }
}

/**
 * A kitchen whose last MISSED_ORDERS_BEFORE_PAUSE answered orders were all declined for it
 * (nobody answered: no reason) is paused until midnight, unless it is paused already, and its cook
 * is told why by SMS. Shoppers then see it closed instead of ordering into silence; the cook
 * resumes it with one tap on the menu page.
 */
async function pauseAfterMisses(db: Db, kitchenId: number, transports: Transports, now: Date) {
  const last = await db
    .select({ status: orders.status, reason: orders.statusReason })
    .from(orders)
    .where(and(eq(orders.kitchenId, kitchenId), isNotNull(orders.placedAt), ne(orders.status, 'placed')))
    .orderBy(desc(orders.placedAt))
    .limit(MISSED_ORDERS_BEFORE_PAUSE)
  const missed = last.filter((o) => o.status === 'declined' && o.reason === null).length
  if (missed < MISSED_ORDERS_BEFORE_PAUSE) return false
  const until = pausedUntil('rest-of-day', now)
  const [kitchen] = await db
    .update(providers)
    .set({ pausedUntil: until })
    .where(
      and(eq(providers.id, kitchenId), or(isNull(providers.pausedUntil), lt(providers.pausedUntil, now))),
    )
    .returning({ phone: providers.phone, language: providers.contentLanguage })
  if (!kitchen) return false
  if (kitchen.phone) {
    const text = await pausedForMissesSms(cookLocale(kitchen.language), { missed })
    await sendMessage(db, transports, {
      channel: 'sms',
      purpose: 'order-update',
      recipient: kitchen.phone,
      ...text,
    })
  }
  return true
}

async function alertCook(
  db: Db,
  order: { id: number; totalKes: number; minutesLeft: number; phone: string; language: ContentLanguage },
  transports: Transports,
  now: Date,
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ kitchenAlertedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'placed'), isNull(orders.kitchenAlertedAt)))
    .returning({ id: orders.id })
  if (!claimed) return false
  const text = await orderWaitingSms(cookLocale(order.language), {
    orderId: order.id,
    totalKes: order.totalKes,
    minutesLeft: Math.max(1, order.minutesLeft),
  })
  await sendMessage(db, transports, {
    channel: 'sms',
    purpose: 'order-update',
    recipient: order.phone,
    ...text,
  })
  return true
}

async function declineUnanswered(
  db: Db,
  order: { id: number; checkoutId: string },
  transports: Transports,
  now: Date,
): Promise<boolean> {
  const refundKes = await db.transaction(async (tx) => {
    const locked = (await lockCheckoutOrders(tx, order.checkoutId)).find((row) => row.id === order.id)
    // Answered meanwhile (accepted or declined by the cook), or cancelled: nothing to do.
    if (locked?.status !== 'placed') return undefined
    const refund = await releaseDeclined(
      tx,
      locked,
      `was not answered in time by kitchen ${locked.kitchenId}`,
      now,
    )
    // No reason: the kitchen gave none. The shopper's pages say the kitchen did not answer.
    await tx.update(orders).set({ status: 'declined', updatedAt: now }).where(eq(orders.id, locked.id))
    await notifyOrders(tx, [locked.id], 'order.declined')
    await releaseHeld(tx, locked.id)
    return refund
  })
  if (refundKes === undefined) return false
  await tellShopper(db, order.id, transports, (kitchen) =>
    unansweredText(DEFAULT_LOCALE, { orderId: order.id, kitchen, refundKes }),
  )
  return true
}
