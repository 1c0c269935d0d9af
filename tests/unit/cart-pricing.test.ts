import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mealTotal, shareCoupon, totalsOf } from '../../src/domain/cart/cart-pricing'
import { type CouponRow, evaluateCoupon, splitDiscount } from '../../src/domain/coupons/coupons'
import { couponRow } from '../fixtures/coupon-row'

/** The cart's money rules without a database: the coupon's split and verdict, the totals. */

const NOW = new Date('2026-03-10T09:00:00Z')

const coupon = couponRow

/** Kitchens' subtotals (ids 1..n) and a discount no larger than their sum, as evaluateCoupon caps it. */
const groupsAndDiscount = fc
  .array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 8 })
  .chain((subtotals) =>
    fc.tuple(
      fc.constant(subtotals.map((subtotalKes, i) => ({ kitchenId: i + 1, subtotalKes }))),
      fc.integer({ min: 0, max: subtotals.reduce((n, s) => n + s, 0) }),
    ),
  )

describe('splitDiscount', () => {
  it('always adds up to the discount, in whole shillings, and never exceeds a kitchen’s subtotal', () => {
    fc.assert(
      fc.property(groupsAndDiscount, ([groups, discountKes]) => {
        const shares = splitDiscount(discountKes, groups)
        expect([...shares.values()].reduce((n, kes) => n + kes, 0)).toBe(discountKes)
        for (const group of groups) {
          const share = shares.get(group.kitchenId) ?? -1
          expect(Number.isInteger(share)).toBe(true)
          expect(share).toBeGreaterThanOrEqual(0)
          expect(share).toBeLessThanOrEqual(group.subtotalKes)
        }
      }),
    )
  })

  it('splits in proportion to the subtotals: no share is a shilling or more off its exact part', () => {
    fc.assert(
      fc.property(groupsAndDiscount, ([groups, discountKes]) => {
        const base = groups.reduce((n, g) => n + g.subtotalKes, 0)
        const shares = splitDiscount(discountKes, groups)
        for (const group of groups) {
          const exact = (discountKes * group.subtotalKes) / base
          expect(Math.abs((shares.get(group.kitchenId) ?? 0) - exact)).toBeLessThan(1)
        }
      }),
    )
  })

  it('gives the odd shilling to the largest remainder', () => {
    // 100 over 1:1:1 is 33.3 each: one kitchen gets 34.
    const shares = splitDiscount(100, [
      { kitchenId: 1, subtotalKes: 500 },
      { kitchenId: 2, subtotalKes: 500 },
      { kitchenId: 3, subtotalKes: 500 },
    ])
    expect([...shares.values()].sort()).toEqual([33, 33, 34])
    // 10 over 300 and 700: exactly 3 and 7.
    expect(
      splitDiscount(10, [
        { kitchenId: 1, subtotalKes: 300 },
        { kitchenId: 2, subtotalKes: 700 },
      ]),
    ).toEqual(
      new Map([
        [1, 3],
        [2, 7],
      ]),
    )
  })
})

describe('evaluateCoupon', () => {
  const cart = [
    { kitchenId: 1, subtotalKes: 1200 },
    { kitchenId: 2, subtotalKes: 800 },
  ]

  it('takes its percent off the whole cart’s subtotal, rounded, split over the kitchens', () => {
    const outcome = evaluateCoupon(coupon({ percentOff: 15 }), cart, NOW)
    expect(outcome).toEqual({
      applies: true,
      discountKes: 300,
      byKitchen: new Map([
        [1, 180],
        [2, 120],
      ]),
    })
  })

  it('takes a kitchen’s coupon off that kitchen’s subtotal only', () => {
    const outcome = evaluateCoupon(coupon({ percentOff: 50, kitchenId: 2 }), cart, NOW)
    expect(outcome).toEqual({ applies: true, discountKes: 400, byKitchen: new Map([[2, 400]]) })
  })

  it('never takes off more than the subtotal it counts (delivery fees are never discounted)', () => {
    const outcome = evaluateCoupon(coupon({ percentOff: null, amountOffKes: 5000 }), cart, NOW)
    expect(outcome.applies && outcome.discountKes).toBe(2000)
  })

  it('refuses with the coupon’s own reason: not started, expired, used up', () => {
    const refusal = (c: CouponRow) => {
      const outcome = evaluateCoupon(c, cart, NOW)
      return outcome.applies ? null : outcome.refusal
    }
    expect(refusal(coupon({ startsAt: new Date('2026-03-11T00:00:00Z') }))).toEqual({
      code: 'coupon.notStarted',
      values: { date: '2026-03-11T00:00:00.000Z' },
    })
    // Expired at the very instant it ends.
    expect(refusal(coupon({ expiresAt: NOW }))?.code).toBe('coupon.expired')
    expect(refusal(coupon({ uses: 100, maxUses: 100 }))?.code).toBe('coupon.usedUp')
    expect(refusal(coupon({ kitchenId: 9 }))?.code).toBe('coupon.wrongKitchen')
  })

  it('refuses a cart under its minimum, saying how much is missing', () => {
    const outcome = evaluateCoupon(coupon({ minOrderKes: 2500 }), cart, NOW)
    expect(outcome).toEqual({
      applies: false,
      refusal: { code: 'coupon.minimum', values: { missing: 500, minimum: 2500 } },
    })
    // A kitchen's coupon counts that kitchen's subtotal against its minimum.
    const kitchens = evaluateCoupon(coupon({ minOrderKes: 1000, kitchenId: 2 }), cart, NOW)
    expect(kitchens.applies ? null : kitchens.refusal.values).toEqual({ missing: 200, minimum: 1000 })
  })

  it('never discounts more than the cart’s subtotal, and its split adds up to it', () => {
    fc.assert(
      fc.property(
        groupsAndDiscount,
        fc.oneof(
          fc.record({ percentOff: fc.integer({ min: 1, max: 100 }), amountOffKes: fc.constant(null) }),
          fc.record({ percentOff: fc.constant(null), amountOffKes: fc.integer({ min: 1, max: 500_000 }) }),
        ),
        ([groups], kind) => {
          const outcome = evaluateCoupon(coupon(kind), groups, NOW)
          expect(outcome.applies).toBe(true)
          if (!outcome.applies) return
          const subtotal = groups.reduce((n, g) => n + g.subtotalKes, 0)
          expect(outcome.discountKes).toBeLessThanOrEqual(subtotal)
          expect([...outcome.byKitchen.values()].reduce((n, kes) => n + kes, 0)).toBe(outcome.discountKes)
        },
      ),
    )
  })
})

describe('the cart’s totals', () => {
  const group = (id: number, subtotalKes: number, deliveryFeeKes: number, savingKes = 0) => ({
    kitchen: { id, deliveryFeeKes },
    subtotalKes,
    savingKes,
  })
  const cartCoupon = (kitchenId: number | null, byKitchen: [number, number][]) => ({
    byKitchen: new Map(byKitchen),
    view: { kitchenId, discountKes: byKitchen.reduce((n, [, kes]) => n + kes, 0) },
  })

  it('charge the subtotals and the delivery fees, less the coupon', () => {
    const priced = shareCoupon(
      cartCoupon(null, [
        [1, 60],
        [2, 40],
      ]),
      [group(1, 600, 150, 30), group(2, 400, 100)],
      undefined,
    )
    expect(priced.groups.map((g) => g.discountKes)).toEqual([60, 40])
    expect(totalsOf(priced)).toEqual({
      subtotalKes: 1000,
      savingKes: 30,
      deliveryFeesKes: 250,
      discountKes: 100,
      totalKes: 1150,
    })
  })

  it('leave a kitchen’s coupon out when only other kitchens are checked out (record 0039)', () => {
    const kitchenCoupon = cartCoupon(2, [[2, 40]])
    const onlyOne = shareCoupon(kitchenCoupon, [group(1, 600, 150)], new Set([1]))
    expect(onlyOne.coupon).toBeNull()
    expect(totalsOf(onlyOne).totalKes).toBe(750)
    const withIt = shareCoupon(kitchenCoupon, [group(2, 400, 100)], new Set([2]))
    expect(withIt.groups[0]?.discountKes).toBe(40)
    expect(totalsOf(withIt).totalKes).toBe(460)
  })

  it('add up: the total is the groups’ subtotals and fees less the discount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(100_000), fc.nat(1_000)), { minLength: 1, maxLength: 6 }),
        fc.nat(1_000),
        (rows, discountKes) => {
          const groups = rows.map(([subtotal, fee], i) => group(i + 1, subtotal, fee))
          const totals = totalsOf({ coupon: { view: { discountKes } }, groups })
          const sum = rows.reduce((n, [subtotal, fee]) => n + subtotal + fee, 0)
          expect(totals.totalKes).toBe(sum - discountKes)
          expect(totals.subtotalKes + totals.deliveryFeesKes - totals.discountKes).toBe(totals.totalKes)
        },
      ),
    )
  })

  it('count a meal’s portions over all its lines', () => {
    const lines = [
      { meal: { id: 7 }, quantity: 2 },
      { meal: { id: 8 }, quantity: 1 },
      { meal: { id: 7 }, quantity: 3 },
    ]
    expect(mealTotal(lines, 7)).toBe(5)
    expect(mealTotal(lines, 9)).toBe(0)
  })
})
