import { and, inArray, lte } from 'drizzle-orm'
import { HOUSEKEEPING_BATCH } from '../../config/constants'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'

/**
 * Deletes the rate limiter's counters whose window has passed (decision 0034): each address
 * or identifier that ever tried something leaves a row, which the limiter only overwrites when
 * the same key comes back, so without this sweep a visitor rotating addresses grows the table
 * without bound. An expired counter counts for nothing, so deleting it changes no answer. A row
 * renewed while the sweep runs is rechecked by the outer condition and kept. Answers how many went.
 */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<number> {
  const expired = lte(rateLimits.expire, now)
  const gone = await db
    .delete(rateLimits)
    .where(
      and(
        expired,
        inArray(
          rateLimits.key,
          db.select({ key: rateLimits.key }).from(rateLimits).where(expired).limit(HOUSEKEEPING_BATCH),
        ),
      ),
    )
    .returning({ key: rateLimits.key })
  return gone.length
}
