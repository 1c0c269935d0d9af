import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { couponRedemptions, coupons, orders } from '../../src/db/schema'
import { expireUnpaidOrders } from '../../src/domain/orders/expiry'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { checkoutBody, fillCart, placeOrder, shopperWithAddress, shopperWithCart } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Coupons at checkout (decision 0029): a code is checked against the cart when applied and
 * again at checkout; the discount is a line of each order and the M-Pesa amount is the
 * discounted total; uses are counted atomically. On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h
const DAY_MS = 24 * 60 * 60 * 1000

let serial = 0
async function createCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  serial += 1
  const [row] = await h.api.db
    .insert(coupons)
    .values({
      code: `TEST${serial}${Date.now().toString(36).toUpperCase()}`,
      description: 'A test coupon',
      percentOff: 10,
      amountOffKes: null,
      minOrderKes: 0,
      maxUses: 1000,
      expiresAt: new Date(Date.now() + DAY_MS),
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('No coupon row')
  return row
}

const cartOf = async (token?: string, headers: Record<string, string> = {}) =>
  v.parse(CartView, await (await call('GET', 'cart', token, undefined, headers)).json())

const apply = (token: string | undefined, code: string, headers: Record<string, string> = {}) =>
  call('POST', 'cart/coupon', token, { code }, headers)

const kitchen = (i: number): FactoryKitchen => {
  const found = h.kitchens[i]
  if (!found) throw new Error(`No kitchen ${i}`)
  return found
}

describe('applying a coupon to the cart', () => {
  it('takes a percentage off the subtotal (not the delivery), in any letter case, and the order carries it', async () => {
    const coupon = await createCoupon({ percentOff: 10 })
    const shopper = await shopperWithCart(h.api, [kitchen(0)])
    const applied = await apply(shopper.token, coupon.code.toLowerCase())
    expect(applied.status).toBe(200)
    const cart = v.parse(CartView, await applied.json())
    const discount = Math.round(cart.subtotalKes / 10)
    expect(cart).toMatchObject({
      discountKes: discount,
      totalKes: cart.subtotalKes + cart.deliveryFeesKes - discount,
      coupon: { code: coupon.code, applies: true, discountKes: discount, refusal: null },
    })
    expect(cart.groups[0]?.discountKes).toBe(discount)

    const result = await placeOrder(h.api, shopper)
    const order = result.orders[0]
    expect(order).toMatchObject({ discountKes: discount, couponCode: coupon.code })
    expect(order?.totalKes).toBe(shopper.expectedTotal - discount)
    expect(result.orders[0]?.dueKes).toBe(shopper.expectedTotal - discount)
    // The coupon leaves the cart with the checkout, and its use is counted.
    expect((await cartOf(shopper.token)).coupon).toBeNull()
    const [after] = await h.api.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(after?.uses).toBe(1)
  })

  it('refuses a code that does not exist, or is malformed, with a field error', async () => {
    const shopper = await shopperWithCart(h.api, [kitchen(0)])
    const unknown = await apply(shopper.token, 'NOSUCHCODE')
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toMatchObject({
      code: 'coupon.unknown',
      errors: { code: ['There is no coupon with this code'] },
    })
    const malformed = await apply(shopper.token, 'two words')
    expect(malformed.status).toBe(422)
    expect(await malformed.json()).toMatchObject({ codes: { code: ['coupon.code'] } })
    const missing = await call('POST', 'cart/coupon', shopper.token, {})
    expect(missing.status).toBe(422)
  })

  it('says why a coupon does not apply: not started, expired, used up, minimum not met with the amount missing', async () => {
    const shopper = await shopperWithCart(h.api, [kitchen(0)])
    const cart = await cartOf(shopper.token)
    const cases = [
      [{ startsAt: new Date(Date.now() + DAY_MS) }, 'coupon.notStarted', 'This coupon cannot be used yet'],
      [{ expiresAt: new Date(Date.now() - 1000) }, 'coupon.expired', 'This coupon has expired'],
      [{ maxUses: 3, uses: 3 }, 'coupon.usedUp', 'This coupon has been used up'],
      [
        { minOrderKes: cart.subtotalKes + 150 },
        'coupon.minimum',
        `Add KSh 150 more to use this coupon (it needs KSh ${(cart.subtotalKes + 150).toLocaleString('en-KE')})`,
      ],
    ] as const
    for (const [overrides, code, message] of cases) {
      const coupon = await createCoupon(overrides)
      const answer = await apply(shopper.token, coupon.code)
      expect(answer.status, code).toBe(422)
      expect(await answer.json()).toMatchObject({ code, message, errors: { code: [message] } })
    }
    expect((await cartOf(shopper.token)).coupon).toBeNull()
  })

  it("a kitchen's coupon names its kitchen elsewhere, and takes off only that kitchen's order", async () => {
    const coupon = await createCoupon({ kitchenId: kitchen(1).id, percentOff: null, amountOffKes: 100 })
    const only0 = await shopperWithCart(h.api, [kitchen(0)])
    const refused = await apply(only0.token, coupon.code)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      code: 'coupon.wrongKitchen',
      message: `This coupon is only for meals from ${kitchen(1).name}`,
    })

    const both = await shopperWithCart(h.api, [kitchen(0), kitchen(1)])
    const cart = v.parse(CartView, await (await apply(both.token, coupon.code)).json())
    const byKitchen = new Map(cart.groups.map((g) => [g.kitchen.id, g.discountKes]))
    expect(byKitchen.get(kitchen(1).id)).toBe(100)
    expect(byKitchen.get(kitchen(0).id)).toBe(0)
    const result = await placeOrder(h.api, both)
    const discounts = new Map(result.orders.map((o) => [o.kitchen.id, o.discountKes]))
    expect(discounts.get(kitchen(1).id)).toBe(100)
    expect(discounts.get(kitchen(0).id)).toBe(0)
    expect(result.orders.reduce((n, o) => n + o.totalKes, 0)).toBe(both.expectedTotal - 100)
  })

  it("splits a whole-cart discount over the kitchens' orders in whole shillings that add up", async () => {
    const coupon = await createCoupon({ percentOff: 15 })
    const shopper = await shopperWithCart(h.api, [kitchen(0), kitchen(1), kitchen(2)])
    const cart = v.parse(CartView, await (await apply(shopper.token, coupon.code)).json())
    expect(cart.discountKes).toBe(Math.round((cart.subtotalKes * 15) / 100))
    const result = await placeOrder(h.api, shopper)
    const shares = result.orders.map((o) => o.discountKes)
    expect(shares.every((kes) => Number.isInteger(kes) && kes > 0)).toBe(true)
    expect(shares.reduce((n, kes) => n + kes, 0)).toBe(cart.discountKes)
    for (const order of result.orders) {
      expect(order.totalKes).toBe(order.subtotalKes + order.deliveryFeeKes - order.discountKes)
    }
  })

  it('first-order and per-shopper limits: used once, it is refused the second time', async () => {
    const firstOnly = await createCoupon({ firstOrderOnly: true })
    const shopper = await shopperWithCart(h.api, [kitchen(0)])
    expect((await apply(shopper.token, firstOnly.code)).status).toBe(200)
    await placeOrder(h.api, shopper)
    await fillCart(h.api, shopper.token, [kitchen(0)])
    const again = await apply(shopper.token, firstOnly.code)
    expect(again.status).toBe(422)
    expect(await again.json()).toMatchObject({ code: 'coupon.alreadyUsed' })

    const other = await createCoupon({ firstOrderOnly: true })
    const notFirst = await apply(shopper.token, other.code)
    expect(await notFirst.json()).toMatchObject({
      code: 'coupon.firstOrderOnly',
      message: 'This coupon is only for your first order',
    })
  })

  it('stays on the cart but stops applying when the cart drops below its minimum; the checkout then refuses with the reason', async () => {
    // No kitchen minimum here: only the coupon's minimum is in play.
    const place = await createKitchen(h.api.db, { minOrderKes: 0 })
    const meal = place.meals[0]
    if (!meal) throw new Error('No meal')
    const shopper = await shopperWithAddress(h.api)
    await call('PUT', `cart/items/${meal.id}`, shopper.token, { quantity: 2 })
    const cart = await cartOf(shopper.token)
    const coupon = await createCoupon({ minOrderKes: cart.subtotalKes })
    expect((await apply(shopper.token, coupon.code)).status).toBe(200)
    await call('PUT', `cart/items/${meal.id}`, shopper.token, { quantity: 1 })
    const smaller = await cartOf(shopper.token)
    expect(smaller.coupon).toMatchObject({
      code: coupon.code,
      applies: false,
      discountKes: 0,
      refusal: { code: 'coupon.minimum', values: { missing: cart.subtotalKes - smaller.subtotalKes } },
    })
    expect(smaller.discountKes).toBe(0)
    const refused = await call(
      'POST',
      'orders',
      shopper.token,
      await checkoutBody(h.api, shopper.token, { addressId: shopper.addressId, paymentMethod: 'cash' }),
    )
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'coupon.minimum',
      codes: { coupon: ['coupon.minimum'] },
    })
    expect((await cartOf(shopper.token)).itemCount).toBe(smaller.itemCount)
    // Taking the coupon off lets the shopper check out at the full price.
    const removed = v.parse(CartView, await (await call('DELETE', 'cart/coupon', shopper.token)).json())
    expect(removed).toMatchObject({ coupon: null, discountKes: 0 })
    const body = await checkoutBody(h.api, shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: 'cash',
    })
    expect((await call('POST', 'orders', shopper.token, body)).status).toBe(201)
  })

  it("a visitor's coupon comes along when they sign in", async () => {
    const coupon = await createCoupon({ percentOff: 20 })
    const meal = kitchen(0).meals[0]
    if (!meal) throw new Error('No meal')
    const put = await call('PUT', `cart/items/${meal.id}`, undefined, { quantity: 3 })
    const cartToken = put.headers.get('X-Cart-Token') ?? ''
    expect(cartToken).not.toBe('')
    expect((await apply(undefined, coupon.code, { 'X-Cart-Token': cartToken })).status).toBe(200)
    const shopper = await shopperWithAddress(h.api)
    const merged = await cartOf(shopper.token, { 'X-Cart-Token': cartToken })
    expect(merged.coupon).toMatchObject({ code: coupon.code, applies: true })
    expect(merged.discountKes).toBe(Math.round(merged.subtotalKes / 5))
  })
})

describe('paying with a coupon', () => {
  it('prompts M-Pesa for the discounted total, and an unpaid checkout that expires gives the use back', async () => {
    const coupon = await createCoupon({ percentOff: null, amountOffKes: 120, maxUses: 5 })
    const shopper = await shopperWithCart(h.api, [kitchen(0)])
    await apply(shopper.token, coupon.code)
    const response = await call(
      'POST',
      'orders',
      shopper.token,
      await checkoutBody(h.api, shopper.token, {
        addressId: shopper.addressId,
        paymentMethod: 'mpesa',
        // The simulator's payer cancels the prompt (1032): the checkout stays unpaid.
        phone: '0700 001 032',
      }),
    )
    expect(response.status).toBe(201)
    const result = v.parse(CheckoutResult, await response.json())
    expect(result.payment?.amountKes).toBe(shopper.expectedTotal - 120)
    const push = [...h.simulator.pushes.values()].at(-1)
    expect(push?.body.Amount).toBe(shopper.expectedTotal - 120)
    const [taken] = await h.api.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(taken?.uses).toBe(1)

    await vi.waitFor(
      async () =>
        expect((await h.order(shopper.token, result.orders[0]?.id ?? 0)).payment?.status).toBe('failed'),
      { timeout: 5000 },
    )
    const ids = result.orders.map((o) => o.id)
    await h.api.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(inArray(orders.id, ids))
    expect(await expireUnpaidOrders(h.api.db)).toEqual(expect.arrayContaining(ids))
    const [back] = await h.api.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(back?.uses).toBe(0)
    const redemptions = await h.api.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, shopper.user.id)))
    expect(redemptions).toHaveLength(0)
  })

  it('the last use goes to exactly one of 20 shoppers checking out at once; the others hear it is used up', async () => {
    const place = await createKitchen(h.api.db, { minOrderKes: 0 })
    const coupon = await createCoupon({ maxUses: 1, percentOff: 50 })
    const shoppers = []
    for (let i = 0; i < 20; i += 1) {
      const shopper = await shopperWithCart(h.api, [place])
      expect((await apply(shopper.token, coupon.code)).status).toBe(200)
      shoppers.push(shopper)
    }
    // Each shopper saw the discounted total; the checkouts then go at once.
    const bodies = await Promise.all(
      shoppers.map((s) => checkoutBody(h.api, s.token, { addressId: s.addressId, paymentMethod: 'cash' })),
    )
    const answers = await Promise.all(shoppers.map((s, i) => call('POST', 'orders', s.token, bodies[i])))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    expect(await answers[statuses.indexOf(409)]?.json()).toMatchObject({
      code: 'coupon.usedUp',
      message: 'This coupon has been used up',
    })
    const [row] = await h.api.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row?.uses).toBe(1)
    const used = await h.api.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id))
    expect(used).toHaveLength(1)
    const discounted = await h.api.db.select().from(orders).where(eq(orders.couponCode, coupon.code))
    expect(discounted).toHaveLength(1)
  }, 120_000)
})
