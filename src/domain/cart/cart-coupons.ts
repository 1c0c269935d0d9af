import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { carts } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { DomainError } from '../common/errors'
import { couponVerdict, findCoupon } from '../coupons/coupons'
import { type CartOwner, findCart } from './cart-owner'
import { viewCart } from './cart-view'

/**
 * Puts a coupon on the cart after checking it against the cart now (and, for a signed-in
 * shopper, their own uses): a code that does not apply is refused with the reason, never
 * silently kept. An unknown code and an empty cart are refused too.
 */
export async function applyCoupon(
  db: Db,
  owner: CartOwner,
  service: Service,
  code: string,
  now = new Date(),
) {
  const coupon = await findCoupon(db, code)
  if (!coupon) throw new DomainError('invalid', 'coupon.unknown', { code: ['coupon.unknown'] })
  const cart = await findCart(db, owner, service)
  const view = cart ? await viewCart(db, owner, service, now) : undefined
  if (!cart || !view || view.groups.length === 0) {
    throw new DomainError('invalid', 'coupon.cartEmpty', { code: ['coupon.cartEmpty'] })
  }
  const outcome = await couponVerdict(
    db,
    coupon,
    view.groups.map((g) => ({ kitchenId: g.kitchen.id, subtotalKes: g.subtotalKes })),
    owner.userId,
    now,
  )
  if (!outcome.applies) {
    const { code: id, values } = outcome.refusal
    throw new DomainError('invalid', id, { code: [id] }, values)
  }
  await db.update(carts).set({ couponId: coupon.id, updatedAt: now }).where(eq(carts.id, cart.id))
}

export async function removeCoupon(db: Db, owner: CartOwner, service: Service): Promise<void> {
  const cart = await findCart(db, owner, service)
  if (cart) await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id))
}
