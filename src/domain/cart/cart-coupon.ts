import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coupons } from '../../db/schema'
import { type CouponRefusal, couponKitchenName, couponVerdict } from '../coupons/coupons'
import { type GroupToPrice, shareCoupon } from './cart-pricing'

/** The groups with their share of the cart's coupon (when it applies to them). */
export async function priceGroups<G extends GroupToPrice>(
  db: Db,
  couponId: number | null,
  grouped: G[],
  userId: number | undefined,
  now: Date,
  onlyKitchens: ReadonlySet<number> | undefined,
) {
  const coupon = couponId ? await cartCoupon(db, couponId, grouped, userId, now) : null
  return shareCoupon(coupon, grouped, onlyKitchens)
}

/**
 * The cart's coupon as the shopper sees it: what it is, and what it takes off now or why it
 * does not apply (it stays on the cart, so topping the cart up makes it apply again).
 */
async function cartCoupon(
  db: Db,
  couponId: number,
  groups: { kitchen: { id: number }; subtotalKes: number }[],
  userId: number | undefined,
  now: Date,
) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId))
  if (!coupon) return null
  const outcome = await couponVerdict(
    db,
    coupon,
    groups.map((g) => ({ kitchenId: g.kitchen.id, subtotalKes: g.subtotalKes })),
    userId,
    now,
  )
  const kitchenName = await couponKitchenName(db, coupon)
  const applies = outcome.applies
  const refusal: CouponRefusal | null = outcome.applies ? null : outcome.refusal
  return {
    byKitchen: outcome.applies ? outcome.byKitchen : undefined,
    view: {
      code: coupon.code,
      percentOff: coupon.percentOff,
      amountOffKes: coupon.amountOffKes,
      minOrderKes: coupon.minOrderKes,
      firstOrderOnly: coupon.firstOrderOnly,
      kitchenId: coupon.kitchenId,
      kitchenName,
      expiresAt: coupon.expiresAt.toISOString(),
      applies,
      discountKes: outcome.applies ? outcome.discountKes : 0,
      refusal,
    },
  }
}
