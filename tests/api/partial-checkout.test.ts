import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { coupons } from '../../src/db/schema'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import {
  checkoutBody,
  feeToHome,
  fillCart,
  portionsForMinimum,
  shopperWithAddress,
  shownTotal,
} from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A cart with several kitchens (decision 0039): one kitchen below its minimum
 * does not block the others. `POST /api/orders` with `kitchenIds` orders those groups only and
 * leaves the others in the cart. On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h

/** A kitchen whose minimum one portion does not reach: KES 200 of a KES 500 minimum. */
let short: FactoryKitchen
beforeAll(async () => {
  short = await createKitchen(h.api.db, {
    minOrderKes: 500,
    meals: [{ name: 'Githeri', priceKes: 200, category: 'main', art: 'githeri' }],
  })
})

const kitchen = (i: number): FactoryKitchen => {
  const found = h.kitchens[i]
  if (!found) throw new Error(`No kitchen ${i}`)
  return found
}

/** A shopper whose cart fills the minimum of `full` kitchens and has one portion of the short one. */
async function mixedCart(full: FactoryKitchen[]) {
  const shopper = await shopperWithAddress(h.api)
  const readyTotal = await fillCart(h.api, shopper.token, full)
  const put = await call('PUT', `cart/items/${short.meals[0]?.id}`, shopper.token, { quantity: 1 })
  expect(put.status).toBe(200)
  return { ...shopper, readyTotal }
}

const cartOf = async (token: string) => v.parse(CartView, await (await call('GET', 'cart', token)).json())

/** A checkout at the total the cart shows for it (record 0056), unless the body names one. */
const checkout = async (
  shopper: { token: string; addressId: number },
  body: object,
  headers: Record<string, string> = {},
) =>
  call(
    'POST',
    'orders',
    shopper.token,
    await checkoutBody(h.api, shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: 'cash',
      ...body,
    }),
    headers,
  )

const ordersOf = async (token: string) =>
  (await (await call('GET', 'orders?perPage=100', token)).json()) as {
    items: { id: number; kitchen: { id: number } }[]
    total: number
  }

describe('a cart with a kitchen below its minimum', () => {
  it('says per group whether it can be ordered now, and what ordering only those charges', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    const cart = await cartOf(shopper.token)
    const byKitchen = new Map(cart.groups.map((g) => [g.kitchen.id, g]))
    expect(byKitchen.get(a.id)?.checkoutNow).toBe(true)
    expect(byKitchen.get(short.id)).toMatchObject({ checkoutNow: false, belowMinimumKes: 300 })
    // The cart's address is the shopper's default: the ready total is priced to it.
    expect(cart.ready).toMatchObject({ kitchenIds: [a.id], totalKes: shopper.readyTotal, discountKes: 0 })
    expect(cart.totalKes).toBe(shopper.readyTotal + 200 + feeToHome(short))
  })

  it('refuses the whole cart as before, naming the short kitchen; with kitchenIds it orders the others and keeps the short one in the cart', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    const whole = await checkout(shopper, {})
    expect(whole.status).toBe(422)
    const refusal = v.parse(ErrorBody, await whole.json())
    expect(refusal.code).toBe('checkout.belowMinimum')
    expect(refusal.errors.cart).toEqual([short.name])

    const response = await checkout(shopper, { kitchenIds: [a.id] })
    expect(response.status).toBe(201)
    const placed = v.parse(CheckoutResult, await response.json())
    expect(placed.orders.map((o) => o.kitchen.id)).toEqual([a.id])
    expect(placed.orders[0]?.totalKes).toBe(shopper.readyTotal)

    const left = await cartOf(shopper.token)
    expect(left.groups.map((g) => g.kitchen.id)).toEqual([short.id])
    expect(left.itemCount).toBe(1)
    // Topped up, the short kitchen is ordered too.
    const meal = short.meals[0]
    if (!meal) throw new Error('The short kitchen has no meal')
    await call('PUT', `cart/items/${meal.id}`, shopper.token, { quantity: portionsForMinimum(short, meal) })
    const rest = await checkout(shopper, {})
    expect(rest.status).toBe(201)
    expect((await cartOf(shopper.token)).itemCount).toBe(0)
    expect((await ordersOf(shopper.token)).total).toBe(2)
  })

  it('charges M-Pesa only for the kitchens ordered', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    const response = await checkout(shopper, {
      kitchenIds: [a.id],
      paymentMethod: 'mpesa',
      phone: '0712 345 678',
    })
    expect(response.status).toBe(201)
    const placed = v.parse(CheckoutResult, await response.json())
    expect(placed.payment?.amountKes).toBe(shopper.readyTotal)
    const push = [...h.simulator.pushes.values()].at(-1)
    expect(push?.body.Amount).toBe(shopper.readyTotal)
    expect((await cartOf(shopper.token)).groups.map((g) => g.kitchen.id)).toEqual([short.id])
  })

  it('refuses a chosen kitchen below its minimum, naming it, and orders nothing', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    for (const kitchenIds of [[short.id], [a.id, short.id]]) {
      const response = await checkout(shopper, { kitchenIds })
      expect(response.status).toBe(422)
      const body = v.parse(ErrorBody, await response.json())
      expect(body.code).toBe('checkout.belowMinimum')
      expect(body.errors.cart).toEqual([short.name])
    }
    expect((await ordersOf(shopper.token)).total).toBe(0)
    expect((await cartOf(shopper.token)).groups).toHaveLength(2)
  })

  it('refuses kitchens not in the cart and malformed kitchenIds with a field error (422)', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    for (const kitchenIds of [[kitchen(1).id], [a.id, 99_999_999]]) {
      const response = await checkout(shopper, { kitchenIds })
      expect(response.status).toBe(422)
      expect(v.parse(ErrorBody, await response.json()).codes.kitchenIds).toEqual([
        'checkout.kitchenNotInCart',
      ])
    }
    for (const kitchenIds of [[], ['one'], [0], 7]) {
      const response = await checkout(shopper, { kitchenIds })
      expect(response.status).toBe(422)
      expect(Object.keys(v.parse(ErrorBody, await response.json()).codes).join()).toMatch(/kitchenIds/)
    }
    expect((await ordersOf(shopper.token)).total).toBe(0)
  })

  it('replays the same orders for the same Idempotency-Key and kitchenIds, and refuses the key with other kitchenIds', async () => {
    const [a, b] = [kitchen(0), kitchen(1)]
    const shopper = await mixedCart([a, b])
    const key = `partial-${Date.now().toString(36)}`
    // One attempt, one body: the total shown before it, sent again by the retry.
    const onlyA = {
      kitchenIds: [a.id],
      expectedTotalKes: await shownTotal(h.api, shopper.token, shopper.addressId, [a.id]),
    }
    const first = await checkout(shopper, onlyA, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    const again = await checkout(shopper, onlyA, { 'Idempotency-Key': key })
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    const other = await checkout(shopper, { kitchenIds: [b.id] }, { 'Idempotency-Key': key })
    expect(other.status).toBe(422)
    expect(v.parse(ErrorBody, await other.json()).code).toBe('idempotency.keyReused')
    expect((await ordersOf(shopper.token)).total).toBe(1)
    expect((await cartOf(shopper.token)).groups.map((g) => g.kitchen.id).sort()).toEqual(
      [b.id, short.id].sort(),
    )
  })

  it('never orders a kitchen twice when partial checkouts of one cart run at once', async () => {
    const [a, b] = [kitchen(0), kitchen(1)]
    const shopper = await mixedCart([a, b])
    const bodies = [[a.id], [b.id], [a.id], [b.id], [a.id, b.id], [a.id], [b.id], [a.id, b.id]]
    // Each request carries the total its kitchens showed before any of them ran; then all at once.
    const sent = await Promise.all(
      bodies.map((kitchenIds) =>
        checkoutBody(h.api, shopper.token, {
          addressId: shopper.addressId,
          paymentMethod: 'cash',
          kitchenIds,
        }),
      ),
    )
    const answers = await Promise.all(sent.map((body) => checkout(shopper, body)))
    const statuses = answers.map((r) => r.status)
    // Every refusal is the cart having changed under it (409) or the kitchen no longer in it (422).
    for (const status of statuses) expect([201, 409, 422]).toContain(status)
    const placed = await ordersOf(shopper.token)
    const kitchensOrdered = placed.items.map((o) => o.kitchen.id).sort()
    expect(kitchensOrdered).toEqual([a.id, b.id].sort())
    expect((await cartOf(shopper.token)).groups.map((g) => g.kitchen.id)).toEqual([short.id])
  })
})

describe('a coupon with a partial checkout', () => {
  const createCoupon = async (overrides: Partial<typeof coupons.$inferInsert>) => {
    const [row] = await h.api.db
      .insert(coupons)
      .values({
        code: `PART${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`,
        description: 'A test coupon',
        percentOff: 10,
        amountOffKes: null,
        minOrderKes: 0,
        maxUses: 1000,
        expiresAt: new Date(Date.now() + 86_400_000),
        ...overrides,
      })
      .returning()
    if (!row) throw new Error('No coupon row')
    return row
  }

  it('takes a whole-cart coupon off the kitchens ordered only, as the cart said, and uses it', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    const coupon = await createCoupon({ percentOff: 10 })
    expect((await call('POST', 'cart/coupon', shopper.token, { code: coupon.code })).status).toBe(200)
    const cart = await cartOf(shopper.token)
    const aSubtotal = cart.groups.find((g) => g.kitchen.id === a.id)?.subtotalKes ?? 0
    expect(cart.ready.discountKes).toBe(Math.round(aSubtotal / 10))
    const response = await checkout(shopper, { kitchenIds: [a.id], paymentMethod: 'mpesa' })
    expect(response.status).toBe(201)
    const placed = v.parse(CheckoutResult, await response.json())
    expect(placed.orders[0]?.discountKes).toBe(cart.ready.discountKes)
    expect(placed.payment?.amountKes).toBe(cart.ready.totalKes)
    expect((await cartOf(shopper.token)).coupon).toBeNull()
  })

  it('refuses, with the reason, a whole-cart coupon whose minimum the kitchens ordered do not reach', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    const aSubtotal =
      (await cartOf(shopper.token)).groups.find((g) => g.kitchen.id === a.id)?.subtotalKes ?? 0
    // The whole cart reaches it (the short kitchen adds KES 200); the first kitchen alone does not.
    const coupon = await createCoupon({ minOrderKes: aSubtotal + 100 })
    expect((await call('POST', 'cart/coupon', shopper.token, { code: coupon.code })).status).toBe(200)
    expect((await cartOf(shopper.token)).ready.discountKes).toBe(0)
    const response = await checkout(shopper, { kitchenIds: [a.id] })
    expect(response.status).toBe(409)
    expect(v.parse(ErrorBody, await response.json()).codes.coupon).toBeDefined()
    expect((await ordersOf(shopper.token)).total).toBe(0)
  })

  it('leaves a coupon for the kitchen staying in the cart on the cart, unused', async () => {
    const a = kitchen(0)
    const shopper = await mixedCart([a])
    const coupon = await createCoupon({ kitchenId: short.id })
    expect((await call('POST', 'cart/coupon', shopper.token, { code: coupon.code })).status).toBe(200)
    expect((await cartOf(shopper.token)).ready.discountKes).toBe(0)
    const response = await checkout(shopper, { kitchenIds: [a.id] })
    expect(response.status).toBe(201)
    const placed = v.parse(CheckoutResult, await response.json())
    expect(placed.orders[0]).toMatchObject({ discountKes: 0, totalKes: shopper.readyTotal })
    expect((await cartOf(shopper.token)).coupon?.code).toBe(coupon.code)
  })
})
