import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type {
  Notification,
  NotificationPage,
  ReadAllResult,
  RemoveResult,
} from '../../contracts/notifications.responses'
import type { Db } from '../../db/client'
import { kitchenMembers, type NotificationRow, notifications } from '../../db/schema'
import { loadMessages } from '../../i18n/catalogues'
import { i18nFor } from '../../i18n/instance'
import { type LocaleCode, localeOf } from '../../i18n/locales'
import { localisedValues } from '../../lib/message-values'
import type { Tx } from '../checkout/checkout-lock'
import { DomainError } from '../common/errors'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { NOTIFICATION_TITLES, type NotificationKind } from './notification-titles'

/** The channel a new notification is announced on; the account's streams re-read on it. */
export const NOTIFICATIONS_CHANNEL = 'notifications'

/** What NOTIFY carries: whose streams care, never the notification itself. */
export type NotificationNotice = { userId: number; id: number }

export type NewNotification = {
  userId: number
  kind: NotificationKind
  values: Record<string, string | number>
  /** A path of the site without its locale prefix. */
  link: string
  img?: string | null
}

/**
 * Records a notification inside the caller's transaction (the order step, the payment's result,
 * the application's decision), so it exists exactly when what it tells of does. The NOTIFY is
 * delivered at commit: a stream never hears of a row it cannot read yet.
 */
export async function notify(tx: Db | Tx, note: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: note.userId,
      kind: note.kind,
      titleId: NOTIFICATION_TITLES[note.kind].id,
      titleValues: note.values,
      link: note.link,
      img: note.img ?? null,
    })
    .returning({ id: notifications.id })
  if (!row) throw new Error('Notification insert returned no row')
  const notice: NotificationNotice = { userId: note.userId, id: row.id }
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(notice)})`)
  return row.id
}

/** The same notification to every account that runs the kitchen (the cook and any helper). */
export async function notifyKitchen(tx: Db | Tx, kitchenId: number, note: Omit<NewNotification, 'userId'>) {
  const members = await tx
    .select({ userId: kitchenMembers.userId })
    .from(kitchenMembers)
    .where(eq(kitchenMembers.kitchenId, kitchenId))
  for (const member of members) await notify(tx, { ...note, userId: member.userId })
}

/** A reader's translator: the title is written in the language of whoever reads it. */
async function titleTranslator(locale: LocaleCode) {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  // Amounts in the reader's way of writing numbers ("KSh 1 500" in French).
  return (row: NotificationRow) => i18n._(row.titleId, localisedValues(row.titleValues, locale))
}
type Translate = Awaited<ReturnType<typeof titleTranslator>>

/** SPEC §3's notification item (img, title, date, id, link), with whether it was read. */
function toNotificationView(row: NotificationRow, translate: Translate): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: translate(row),
    titleId: row.titleId,
    titleValues: row.titleValues,
    img: row.img,
    link: row.link,
    date: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

const mine = (userId: number) => eq(notifications.userId, userId)

export async function unreadCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/**
 * The account's notifications, newest first, with the unread count and the newest id (where the
 * header's live stream starts, so nothing between this read and the stream is missed).
 */
export async function listNotifications(
  db: Db,
  userId: number,
  page: PageRequest,
  locale: LocaleCode,
): Promise<NotificationPage> {
  const [rows, [total], unread, translate] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(userId))
      .orderBy(desc(notifications.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(notifications).where(mine(userId)),
    unreadCount(db, userId),
    titleTranslator(locale),
  ])
  const [newest] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.id))
    .limit(1)
  return {
    ...toPage(
      rows.map((row) => toNotificationView(row, translate)),
      total?.n ?? 0,
      page,
    ),
    unread,
    lastId: newest?.id ?? 0,
  }
}

const notFound = () => new DomainError('not-found', 'notification.notFound')

/** Marks one of the account's notifications read (again is fine); another account's is 404. */
export async function markRead(
  db: Db,
  userId: number,
  id: number,
  locale: LocaleCode,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning()
  if (!row) throw notFound()
  return toNotificationView(row, await titleTranslator(locale))
}

export async function markAllRead(db: Db, userId: number): Promise<ReadAllResult> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return { marked: marked.length, unread: await unreadCount(db, userId) }
}

export async function removeNotification(db: Db, userId: number, id: number): Promise<RemoveResult> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning({ id: notifications.id })
  if (removed.length === 0) throw notFound()
  return { removed: id, unread: await unreadCount(db, userId) }
}

/** The account's notifications after an id, oldest first: what a (re)connecting stream has missed. */
export async function notificationsAfter(
  db: Db,
  userId: number,
  afterId: number,
  locale: LocaleCode,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine(userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(100)
  if (rows.length === 0) return []
  const translate = await titleTranslator(locale)
  return rows.map((row) => toNotificationView(row, translate))
}
