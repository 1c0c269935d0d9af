import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { isPushServiceEndpoint, type PushSettings } from '../../config/web-push'
import type { KitchenPush } from '../../contracts/kitchen-push.responses'
import type { PushSubscriptionInput } from '../../contracts/kitchen-push.schemas'
import type { Db } from '../../db/client'
import { kitchenMembers, pushSubscriptions } from '../../db/schema'
import type { LocaleCode } from '../../i18n/locales'
import { DomainError, invalidField } from '../common/errors'

/** Browsers one account keeps subscribed (a phone, a tablet, a laptop, and spares); the oldest go. */
const BROWSERS_PER_ACCOUNT = 5

/** How many browsers of this kitchen's accounts get new orders by push, and the key to subscribe with. */
export async function kitchenPushStatus(
  db: Db,
  kitchenId: number,
  push: PushSettings | undefined,
): Promise<KitchenPush> {
  const [row] = await db
    .select({ browsers: count() })
    .from(pushSubscriptions)
    .innerJoin(kitchenMembers, eq(kitchenMembers.userId, pushSubscriptions.userId))
    .where(eq(kitchenMembers.kitchenId, kitchenId))
  return { publicKey: push?.publicKey ?? null, browsers: row?.browsers ?? 0 }
}

/**
 * Keeps a browser's subscription for this account, in the board's language (decision record
 * 0114). The endpoint is the browser's: subscribing again, or as another account on the same
 * phone, updates the one row. An endpoint outside the push services is refused (422): the server
 * posts to it.
 */
export async function subscribeToPush(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  locale: LocaleCode,
  push: PushSettings | undefined,
): Promise<void> {
  if (!push) throw new DomainError('conflict', 'push.off')
  if (!isPushServiceEndpoint(input.endpoint, push)) throw invalidField('endpoint', 'push.service')
  const row = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, locale, failures: 0 }
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...row })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
  const kept = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt))
  const over = kept.slice(0, Math.max(0, kept.length - BROWSERS_PER_ACCOUNT)).map((r) => r.endpoint)
  if (over.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, over))
}

/** This account's browser gets no more pushes; another account's endpoint is left alone. */
export async function unsubscribeFromPush(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
}
