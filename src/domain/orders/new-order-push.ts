import { and, asc, eq, exists, gt, isNull, sql } from 'drizzle-orm'
import type { PushSettings } from '../../config/web-push'
import type { Db } from '../../db/client'
import { kitchenMembers, orders, pushSubscriptions } from '../../db/schema'
import { DEFAULT_LOCALE, localeByCode } from '../../i18n/locales'
import { localizePath } from '../../i18n/routing'
import { log, safeError } from '../../lib/log.server'
import { newOrderPushText } from './order-messages'
import { type PushSend, type PushTarget, sendPush } from './push-transport'

/** An order placed longer ago than this is not pushed any more: the board and the SMS have it. */
const PUSH_WITHIN_MS = 10 * 60_000
/** Failed sends in a row after which a subscription is dropped (its push service keeps refusing). */
const MAX_FAILURES = 5
/** How many new orders one round pushes; the next takes the rest. */
const BATCH = 50

type Subscription = PushTarget & { locale: string; failures: number }

/**
 * Every order that reached its kitchen and was not pushed yet goes, once, to every subscribed
 * browser of the kitchen's accounts (decision record 0114). Each order is claimed by a conditional
 * update first, so the sweep, the instant kick on the order's event and other instances never
 * push it twice. A browser the push service says is gone is forgotten. Answers the pushes sent.
 */
export async function pushNewOrders(
  db: Db,
  push: PushSettings | undefined,
  now = new Date(),
  send: PushSend = sendPush,
): Promise<number> {
  if (!push) return 0
  const waiting = await db
    .select({ id: orders.id, kitchenId: orders.kitchenId, totalKes: orders.totalKes })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'placed'),
        isNull(orders.kitchenPushedAt),
        gt(orders.placedAt, new Date(now.getTime() - PUSH_WITHIN_MS)),
        // Only kitchens with a browser to ring: the others' orders are never touched, and a
        // busy hour's orders of kitchens without push never crowd the batch.
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .innerJoin(kitchenMembers, eq(kitchenMembers.userId, pushSubscriptions.userId))
            .where(eq(kitchenMembers.kitchenId, orders.kitchenId)),
        ),
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(BATCH)
  let sent = 0
  for (const order of waiting) {
    const [claimed] = await db
      .update(orders)
      .set({ kitchenPushedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.kitchenPushedAt), eq(orders.status, 'placed')))
      .returning({ id: orders.id })
    if (!claimed) continue
    const browsers = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        locale: pushSubscriptions.locale,
        failures: pushSubscriptions.failures,
      })
      .from(pushSubscriptions)
      .innerJoin(kitchenMembers, eq(kitchenMembers.userId, pushSubscriptions.userId))
      .where(eq(kitchenMembers.kitchenId, order.kitchenId))
    const outcomes = await Promise.all(browsers.map((browser) => pushOne(db, push, send, browser, order)))
    sent += outcomes.filter((outcome) => outcome === 'sent').length
  }
  return sent
}

/** One browser's alert, in its board's language; what the push service answered is kept. */
async function pushOne(
  db: Db,
  push: PushSettings,
  send: PushSend,
  browser: Subscription,
  order: { id: number; totalKes: number },
) {
  const locale = localeByCode(browser.locale)?.code ?? DEFAULT_LOCALE
  const text = await newOrderPushText(locale, { orderId: order.id, totalKes: order.totalKes })
  const payload = JSON.stringify({
    ...text,
    // The service worker opens the board in the language it was subscribed from.
    url: localizePath('/kitchen', locale),
    tag: `order-${order.id}`,
  })
  // A fault of ours (not the push service's answer) counts as a failed send, logged: the other
  // browsers still get theirs.
  const outcome = await send(push, browser, payload).catch((error: unknown) => {
    log().error({ err: safeError(error) }, 'Push send failed')
    return 'failed' as const
  })
  const row = eq(pushSubscriptions.endpoint, browser.endpoint)
  if (outcome === 'gone' || (outcome === 'failed' && browser.failures + 1 >= MAX_FAILURES)) {
    await db.delete(pushSubscriptions).where(row)
  } else if (outcome === 'failed') {
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(row)
  } else if (browser.failures > 0) {
    await db.update(pushSubscriptions).set({ failures: 0 }).where(row)
  }
  return outcome
}
