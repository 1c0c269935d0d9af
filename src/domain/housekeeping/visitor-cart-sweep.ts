import { and, inArray, isNull, lt } from 'drizzle-orm'
import { HOUSEKEEPING_BATCH, VISITOR_CART_TTL_MS } from '../../config/constants'
import type { Db } from '../../db/client'
import { carts } from '../../db/schema'

/**
 * Deletes visitors' carts (no account) untouched for 30 days, their lines with them (decision
 * 0034: anyone can make a cart without signing in, so they must not pile up). The cookie
 * that finds such a cart was set when the cart was made and has expired. A signed-in shopper's
 * cart is never touched. A cart changed while the sweep runs is rechecked by the outer
 * condition and kept. Answers how many went.
 */
export async function sweepVisitorCarts(db: Db, now = new Date()): Promise<number> {
  const abandoned = and(
    isNull(carts.userId),
    lt(carts.updatedAt, new Date(now.getTime() - VISITOR_CART_TTL_MS)),
  )
  const gone = await db
    .delete(carts)
    .where(
      and(
        abandoned,
        inArray(carts.id, db.select({ id: carts.id }).from(carts).where(abandoned).limit(HOUSEKEEPING_BATCH)),
      ),
    )
    .returning({ id: carts.id })
  return gone.length
}
