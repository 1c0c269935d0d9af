import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cartItems, carts } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { sha256 } from '../common/tokens'
import { addLines } from './cart-lines'
import { type CartOwner, cartOf, ensureCart } from './cart-owner'

/**
 * After sign-in: the visitor's lines move into the account's cart (quantities add up, capped).
 * Answers how many portions the account's cart already held from an earlier visit when the
 * visitor's lines joined them (0 when either was empty, or another request merged first): the
 * shopper is told, since those portions now show up in the cart they filled as a visitor.
 */
export async function mergeVisitorCart(db: Db, owner: CartOwner, service: Service): Promise<number> {
  if (!owner.userId || !owner.token) return 0
  const visitor = await cartOf(db, and(eq(carts.tokenHash, sha256(owner.token)), eq(carts.service, service)))
  if (!visitor) return 0
  const target = await ensureCart(db, { userId: owner.userId }, service)
  return db.transaction(async (tx) => {
    // Parallel requests carrying the same visitor token merge it once: the first locks the
    // visitor cart and deletes it; the others wait, then find it gone.
    const [locked] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.id, visitor.id))
      .for('update')
    if (!locked) return 0
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, visitor.id))
    const [earlier] =
      lines.length === 0
        ? [{ portions: 0 }]
        : await tx
            .select({ portions: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
            .from(cartItems)
            .where(eq(cartItems.cartId, target.id))
    // A coupon the visitor applied comes along unless the account's cart already has one.
    if (visitor.couponId) {
      await tx
        .update(carts)
        .set({ couponId: sql`coalesce(${carts.couponId}, ${visitor.couponId})` })
        .where(eq(carts.id, target.id))
    }
    await addLines(tx, target.id, lines)
    await tx.delete(carts).where(eq(carts.id, visitor.id))
    return earlier?.portions ?? 0
  })
}
