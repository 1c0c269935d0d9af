import { inArray, lt } from 'drizzle-orm'
import { HOUSEKEEPING_BATCH, NOTIFICATION_RETENTION_MS } from '../../config/constants'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'

/**
 * Deletes notifications older than their retention (90 days), a batch at a time, so the bell's
 * table does not keep what nobody needs (KENYA.md, data protection: keep no longer than the
 * purpose). Two instances sweeping at once delete each row once. Answers how many went.
 */
export async function sweepOldNotifications(db: Db, now = new Date()): Promise<number> {
  const old = lt(notifications.createdAt, new Date(now.getTime() - NOTIFICATION_RETENTION_MS))
  const gone = await db
    .delete(notifications)
    .where(
      inArray(
        notifications.id,
        db.select({ id: notifications.id }).from(notifications).where(old).limit(HOUSEKEEPING_BATCH),
      ),
    )
    .returning({ id: notifications.id })
  return gone.length
}
