import { and, count, eq, gt, inArray, lt, lte, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { couponRedemptions, coupons, orders, providers } from '../../db/schema'
import type { ErrorCode } from '../../i18n/error-messages'
import { DomainError, type MessageValues } from '../common/errors'

export type CouponRow = typeof coupons.$inferSelect

/** A kitchen's part of the cart, as far as a coupon cares. */
export type CouponGroup = { kitchenId: number; subtotalKes: number }

/** Why a coupon does not apply: a message id and its values (the web translates it). */
export type CouponRefusal = { code: ErrorCode; values: MessageValues }

export type CouponOutcome =
  | { applies: true; discountKes: number; byKitchen: Map<number, number> }
  | { applies: false; refusal: CouponRefusal }

/** Orders that count as "an order before" for first-order coupons: not cancelled or declined. */
const STOPPED = ['cancelled', 'declined'] as const

const normaliseCouponCode = (code: string) => code.trim().toUpperCase()

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)))
    .limit(1)
  return row
}

const refuse = (code: ErrorCode, values: MessageValues = {}): CouponOutcome => ({
  applies: false,
  refusal: { code, values },
})

/**
 * Splits a discount over the kitchens' subtotals in proportion, in whole shillings that add
 * up exactly (largest remainder): each kitchen's order carries its share.
 */
export function splitDiscount(discountKes: number, groups: CouponGroup[]): Map<number, number> {
  const base = groups.reduce((n, g) => n + g.subtotalKes, 0)
  const shares = groups.map((g) => {
    const exact = base === 0 ? 0 : (discountKes * g.subtotalKes) / base
    return { kitchenId: g.kitchenId, kes: Math.floor(exact), rest: exact - Math.floor(exact) }
  })
  let left = discountKes - shares.reduce((n, s) => n + s.kes, 0)
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break
    share.kes += 1
    left -= 1
  }
  return new Map(shares.map((s) => [s.kitchenId, s.kes]))
}

/**
 * What the coupon takes off this cart now, or why it does not apply, from the coupon and the
 * cart alone (the shopper's own history is `shopperRefusal`). A kitchen's coupon counts that
 * kitchen's subtotal; any other counts the whole cart's. Delivery fees are never discounted.
 */
export function evaluateCoupon(coupon: CouponRow, groups: CouponGroup[], now: Date): CouponOutcome {
  if (now < coupon.startsAt) return refuse('coupon.notStarted', { date: coupon.startsAt.toISOString() })
  if (now >= coupon.expiresAt) return refuse('coupon.expired')
  if (coupon.uses >= coupon.maxUses) return refuse('coupon.usedUp')
  const eligible = coupon.kitchenId === null ? groups : groups.filter((g) => g.kitchenId === coupon.kitchenId)
  if (eligible.length === 0) return refuse('coupon.wrongKitchen')
  const subtotalKes = eligible.reduce((n, g) => n + g.subtotalKes, 0)
  if (subtotalKes < coupon.minOrderKes) {
    return refuse('coupon.minimum', {
      missing: coupon.minOrderKes - subtotalKes,
      minimum: coupon.minOrderKes,
    })
  }
  const raw =
    coupon.percentOff === null
      ? (coupon.amountOffKes ?? 0)
      : Math.round((subtotalKes * coupon.percentOff) / 100)
  const discountKes = Math.min(raw, subtotalKes)
  return { applies: true, discountKes, byKitchen: splitDiscount(discountKes, eligible) }
}

/** The shopper's own limits: uses per shopper, and first order only. */
async function shopperRefusal(db: Db, coupon: CouponRow, userId: number): Promise<CouponRefusal | undefined> {
  const [used] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)))
  if ((used?.n ?? 0) >= coupon.usesPerShopper) return { code: 'coupon.alreadyUsed', values: {} }
  if (coupon.firstOrderOnly) {
    const [before] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.status, [...STOPPED])))
    if ((before?.n ?? 0) > 0) return { code: 'coupon.firstOrderOnly', values: {} }
  }
  return undefined
}

/** Refusals about the coupon itself, before any about the shopper or the cart. */
const COUPON_STATE: readonly ErrorCode[] = ['coupon.notStarted', 'coupon.expired', 'coupon.usedUp']

/**
 * The coupon against this cart and (when signed in) this shopper, the most telling reason
 * first: the coupon's own state, then the shopper's limits ("already used" says more than
 * "add KSh 200"), then the cart's kitchen and minimum.
 */
export async function couponVerdict(
  db: Db,
  coupon: CouponRow,
  groups: CouponGroup[],
  userId: number | undefined,
  now: Date,
): Promise<CouponOutcome> {
  const outcome = evaluateCoupon(coupon, groups, now)
  if (!outcome.applies && COUPON_STATE.includes(outcome.refusal.code)) return outcome
  const mine = userId ? await shopperRefusal(db, coupon, userId) : undefined
  if (mine) return { applies: false, refusal: mine }
  // "Only for meals from {kitchen}": a kitchen's coupon refused elsewhere says whose it is.
  if (!outcome.applies && outcome.refusal.code === 'coupon.wrongKitchen') {
    return refuse('coupon.wrongKitchen', { kitchen: (await couponKitchenName(db, coupon)) ?? '' })
  }
  return outcome
}

/** The kitchen a kitchen's coupon is for, named in its description and refusal. */
export async function couponKitchenName(db: Db, coupon: CouponRow): Promise<string | null> {
  if (coupon.kitchenId === null) return null
  const [kitchen] = await db
    .select({ name: providers.name })
    .from(providers)
    .where(eq(providers.id, coupon.kitchenId))
  return kitchen?.name ?? null
}

/**
 * Takes one use of the coupon inside the checkout's transaction. The conditional update is the
 * atomic count: of two checkouts racing for the last use, the second updates no row and is
 * refused. The caller holds the shopper's cart lock, so the shopper's own limits read here
 * cannot race with the same shopper's other checkout.
 */
export async function redeemCoupon(
  tx: Db,
  coupon: CouponRow,
  input: { userId: number; checkoutId: string; discountKes: number; now: Date },
): Promise<void> {
  const mine = await shopperRefusal(tx, coupon, input.userId)
  if (mine) throw new DomainError('conflict', mine.code, { coupon: [mine.code] }, mine.values)
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        lt(coupons.uses, coupons.maxUses),
        lte(coupons.startsAt, input.now),
        gt(coupons.expiresAt, input.now),
      ),
    )
    .returning({ id: coupons.id })
  if (!taken) {
    const code = input.now >= coupon.expiresAt ? 'coupon.expired' : 'coupon.usedUp'
    throw new DomainError('conflict', code, { coupon: [code] })
  }
  await tx.insert(couponRedemptions).values({
    couponId: coupon.id,
    userId: input.userId,
    checkoutId: input.checkoutId,
    discountKes: input.discountKes,
  })
}

/**
 * Gives a coupon's use back once every order of its checkout has stopped (cancelled, declined
 * or expired unpaid): the shopper got nothing for it. Called in the transaction that stops them.
 */
export async function releaseCouponUse(tx: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return
  const checkouts = await tx
    .selectDistinct({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(inArray(orders.id, orderIds))
  for (const { checkoutId } of checkouts) {
    const [live] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.checkoutId, checkoutId), notInArray(orders.status, [...STOPPED])))
    if ((live?.n ?? 0) > 0) continue
    const released = await tx
      .delete(couponRedemptions)
      .where(eq(couponRedemptions.checkoutId, checkoutId))
      .returning({ couponId: couponRedemptions.couponId })
    for (const { couponId } of released) {
      await tx
        .update(coupons)
        .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
        .where(eq(coupons.id, couponId))
    }
  }
}
