import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import {
  NOTIFICATIONS_CHANNEL,
  type NotificationNotice,
  notificationsAfter,
  unreadCount,
} from '../../domain/notifications/notifications'
import type { LocaleCode } from '../../i18n/locales'
import type { SignedInEnv } from '../env'
import { keepOpen, oneReadAtATime } from './event-stream'

/**
 * One account's new notifications as server-sent events (`event: notification`, SSE id = the
 * notification's id, data = the item and the account's unread count), read from the table on
 * each `notifications` NOTIFY for this account and on the heartbeat, like the order streams
 * (./event-stream.ts): every instance hears the notice, and a reconnect with Last-Event-ID gets
 * exactly what it missed.
 */
export function notificationStream(c: Context<SignedInEnv>, after: number, locale: LocaleCode) {
  const userId = c.var.user.id
  return streamSSE(c, async (stream) => {
    const db = c.var.db
    let cursor = after
    const flush = async () => {
      const items = await notificationsAfter(db, userId, cursor, locale)
      if (items.length === 0) return
      const unread = await unreadCount(db, userId)
      for (const item of items) {
        await stream.writeSSE({
          id: String(item.id),
          event: 'notification',
          data: JSON.stringify({ item, unread }),
        })
        cursor = item.id
      }
    }
    const pull = oneReadAtATime(flush, () => stream.aborted)
    const unsubscribe = await c.var.notifications.subscribe(NOTIFICATIONS_CHANNEL, (payload: string) => {
      try {
        const notice = JSON.parse(payload) as NotificationNotice
        if (notice.userId === userId) void pull().catch(() => {})
      } catch {
        // Not ours to read: ignore.
      }
    })
    await keepOpen(stream, pull, unsubscribe)
  })
}
