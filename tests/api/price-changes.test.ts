import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { CheckoutConflict, CheckoutResult } from '../../src/contracts/checkout.responses'
import { coupons, items, offers, orders, payments, portionSales, providers } from '../../src/db/schema'
import { createKitchen, createOffer, type FactoryKitchen } from '../fixtures/catalogue'
import { feeToHome, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A price that moves between the cart and the checkout (record 0056): the checkout carries the
 * total the shopper saw (`expectedTotalKes`); another total today answers 409
 * `checkout.priceChanged` with the prices now, and nothing is ordered, held or charged;
 * accepting sends the new total and is charged exactly that (the STK push too). On PGlite and
 * Postgres (DATABASE_URL), in-process and over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h
const DAY_MS = 24 * 60 * 60 * 1000
const PHONE = '0712 345 678'

/** A kitchen with no minimum and one meal at KES 400, 50 portions a day. */
const kitchenAt400 = () =>
  createKitchen(h.api.db, {
    minOrderKes: 0,
    meals: [{ name: 'Mukimo na Nyama', priceKes: 400, dailyPortions: 50 }],
  })

const mealOf = (kitchen: FactoryKitchen) => {
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The kitchen has no meal')
  return meal
}

/** The cart as the checkout page shows it: priced to the shopper's address. */
const cartOf = async (shopper: { token: string; addressId: number }) =>
  v.parse(CartView, await (await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token)).json())

/** A shopper with `quantity` of the kitchen's meal in the cart, and the total the cart shows. */
async function shopperBuying(kitchen: FactoryKitchen, quantity = 1) {
  const shopper = await shopperWithAddress(h.api)
  const put = await call('PUT', `cart/items/${mealOf(kitchen).id}`, shopper.token, { quantity })
  expect(put.status).toBe(200)
  return { ...shopper, seenTotal: (await cartOf(shopper)).totalKes }
}

const checkout = (
  shopper: { token: string; addressId: number },
  body: object,
  headers: Record<string, string> = {},
) =>
  call(
    'POST',
    'orders',
    shopper.token,
    { addressId: shopper.addressId, paymentMethod: 'cash', ...body },
    headers,
  )

const setPrice = (kitchen: FactoryKitchen, priceKes: number) =>
  h.api.db
    .update(items)
    .set({ priceKes })
    .where(eq(items.id, mealOf(kitchen).id))

/** What the shopper's checkouts left behind: orders, payments and the portions sold. */
async function tracesOf(userId: number, kitchen: FactoryKitchen) {
  const placed = await h.api.db.select().from(orders).where(eq(orders.userId, userId))
  const paid = await h.api.db.select().from(payments).where(eq(payments.userId, userId))
  const sold = await h.api.db
    .select()
    .from(portionSales)
    .where(eq(portionSales.itemId, mealOf(kitchen).id))
  return { orders: placed, payments: paid, sold: sold.reduce((n, row) => n + row.sold, 0) }
}

const pushesAfter = (before: number) => [...h.simulator.pushes.values()].slice(before)

describe('a price that changed since the shopper looked', () => {
  it('answers 409 with the new lines and total when a kitchen raised a price, and orders, holds and charges nothing', async () => {
    const kitchen = await kitchenAt400()
    const meal = mealOf(kitchen)
    const shopper = await shopperBuying(kitchen)
    const fee = feeToHome(kitchen)
    expect(shopper.seenTotal).toBe(400 + fee)
    await setPrice(kitchen, 900)
    const pushes = h.simulator.pushes.size
    const response = await checkout(shopper, {
      paymentMethod: 'mpesa',
      phone: PHONE,
      expectedTotalKes: shopper.seenTotal,
    })
    expect(response.status).toBe(409)
    const body = v.parse(CheckoutConflict, await response.json())
    expect(body).toMatchObject({
      code: 'checkout.priceChanged',
      // Amounts as en-KE writes numbers (src/lib/message-values.ts).
      message: `Prices changed since you looked: the total is now KSh ${(900 + fee).toLocaleString('en-KE')}, not KSh ${shopper.seenTotal.toLocaleString('en-KE')}. Nothing was charged.`,
      codes: { expectedTotalKes: ['checkout.priceChanged'] },
      values: { totalKes: 900 + fee, expectedTotalKes: shopper.seenTotal },
      details: {
        expectedTotalKes: shopper.seenTotal,
        totalKes: 900 + fee,
        subtotalKes: 900,
        deliveryFeesKes: fee,
        discountKes: 0,
        lines: [
          {
            kitchenId: kitchen.id,
            itemId: meal.id,
            name: meal.name,
            quantity: 1,
            menuPriceKes: 900,
            unitPriceKes: 900,
            lineTotalKes: 900,
          },
        ],
      },
    })
    expect(await tracesOf(shopper.user.id, kitchen)).toEqual({ orders: [], payments: [], sold: 0 })
    expect(h.simulator.pushes.size).toBe(pushes)
    // The cart keeps the meal, at its new price.
    expect((await cartOf(shopper)).totalKes).toBe(900 + fee)
  })

  it('answers 409 when the offer the cart showed has ended', async () => {
    const kitchen = await kitchenAt400()
    const meal = mealOf(kitchen)
    const offer = await createOffer(h.api.db, { kitchenId: kitchen.id, mealId: meal.id, percentOff: 25 })
    const shopper = await shopperBuying(kitchen)
    const fee = feeToHome(kitchen)
    expect(shopper.seenTotal).toBe(300 + fee)
    await h.api.db
      .update(offers)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id))
    const response = await checkout(shopper, { expectedTotalKes: shopper.seenTotal })
    expect(response.status).toBe(409)
    const body = v.parse(CheckoutConflict, await response.json())
    expect(body.code).toBe('checkout.priceChanged')
    expect(body.details).toMatchObject({
      totalKes: 400 + fee,
      savingKes: 0,
      lines: [{ itemId: meal.id, menuPriceKes: 400, percentOff: 0, unitPriceKes: 400 }],
    })
    expect(await tracesOf(shopper.user.id, kitchen)).toEqual({ orders: [], payments: [], sold: 0 })
  })

  it('answers 409 when the delivery fee to the address rose', async () => {
    const kitchen = await kitchenAt400()
    const shopper = await shopperBuying(kitchen)
    await h.api.db
      .update(providers)
      .set({ deliveryFeeKes: kitchen.deliveryFeeKes + 200 })
      .where(eq(providers.id, kitchen.id))
    const response = await checkout(shopper, { expectedTotalKes: shopper.seenTotal })
    expect(response.status).toBe(409)
    const body = v.parse(CheckoutConflict, await response.json())
    expect(body.details).toMatchObject({
      totalKes: shopper.seenTotal + 200,
      deliveryFeesKes: shopper.seenTotal + 200 - 400,
    })
  })

  it('places the order and charges the new total once the shopper accepts it; the STK push asks exactly that', async () => {
    const kitchen = await kitchenAt400()
    const shopper = await shopperBuying(kitchen, 2)
    await setPrice(kitchen, 900)
    const refused = await checkout(shopper, {
      paymentMethod: 'mpesa',
      phone: PHONE,
      expectedTotalKes: shopper.seenTotal,
    })
    expect(refused.status).toBe(409)
    const newTotal = v.parse(CheckoutConflict, await refused.json()).details?.totalKes
    expect(newTotal).toBe(1800 + feeToHome(kitchen))
    const pushes = h.simulator.pushes.size
    const accepted = await checkout(shopper, {
      paymentMethod: 'mpesa',
      phone: PHONE,
      expectedTotalKes: newTotal,
    })
    expect(accepted.status).toBe(201)
    const placed = v.parse(CheckoutResult, await accepted.json())
    expect(placed.orders.reduce((n, o) => n + o.totalKes, 0)).toBe(newTotal)
    expect(placed.payment?.amountKes).toBe(newTotal)
    expect(pushesAfter(pushes).map((push) => push.body.Amount)).toEqual([newTotal])
    const traces = await tracesOf(shopper.user.id, kitchen)
    expect(traces.sold).toBe(2)
    expect(traces.payments.map((p) => p.amountKes)).toEqual([newTotal])
  })

  it('places the order when the total is the one shown: a partial checkout with a coupon and a delivery fee', async () => {
    const kitchen = await kitchenAt400()
    const short = await createKitchen(h.api.db, {
      minOrderKes: 5000,
      meals: [{ name: 'Githeri', priceKes: 200, dailyPortions: 50 }],
    })
    const shopper = await shopperBuying(kitchen, 3)
    expect((await call('PUT', `cart/items/${mealOf(short).id}`, shopper.token, { quantity: 1 })).status).toBe(
      200,
    )
    const [coupon] = await h.api.db
      .insert(coupons)
      .values({
        code: `PRICE${Date.now().toString(36).toUpperCase()}`,
        description: 'Ten percent off',
        percentOff: 10,
        amountOffKes: null,
        minOrderKes: 0,
        maxUses: 1000,
        expiresAt: new Date(Date.now() + DAY_MS),
      })
      .returning()
    expect((await call('POST', 'cart/coupon', shopper.token, { code: coupon?.code })).status).toBe(200)
    const cart = await cartOf(shopper)
    expect(cart.ready).toMatchObject({ kitchenIds: [kitchen.id], discountKes: 120 })
    const shown = cart.ready.totalKes
    expect(shown).toBe(1200 + feeToHome(kitchen) - 120)
    // One shilling off is not the total shown either.
    const off = await checkout(shopper, { kitchenIds: [kitchen.id], expectedTotalKes: shown - 1 })
    expect(off.status).toBe(409)
    const placed = await checkout(shopper, { kitchenIds: [kitchen.id], expectedTotalKes: shown })
    expect(placed.status).toBe(201)
    const result = v.parse(CheckoutResult, await placed.json())
    expect(result.orders.map((o) => o.totalKes)).toEqual([shown])
  })

  it('replays the same 409 for the same Idempotency-Key; accepting with a new key places the order once', async () => {
    const kitchen = await kitchenAt400()
    const shopper = await shopperBuying(kitchen)
    await setPrice(kitchen, 900)
    const key = `price-${Date.now()}`
    const first = await checkout(shopper, { expectedTotalKes: shopper.seenTotal }, { 'Idempotency-Key': key })
    expect(first.status).toBe(409)
    const firstBody = v.parse(CheckoutConflict, await first.json())
    // The kitchen lowers the price again: the same attempt still answers what it answered.
    await setPrice(kitchen, 700)
    const again = await checkout(shopper, { expectedTotalKes: shopper.seenTotal }, { 'Idempotency-Key': key })
    expect(again.status).toBe(409)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    // Accepting the 409's total is another body: with the same key it is refused, never run.
    const reused = await checkout(
      shopper,
      { expectedTotalKes: firstBody.details?.totalKes },
      { 'Idempotency-Key': key },
    )
    expect(reused.status).toBe(422)
    expect((await reused.json()).code).toBe('idempotency.keyReused')
    // The 409's total is stale now (700, not 900): a new attempt is told so, then accepted.
    const stale = await checkout(
      shopper,
      { expectedTotalKes: firstBody.details?.totalKes },
      { 'Idempotency-Key': `${key}-2` },
    )
    expect(stale.status).toBe(409)
    const current = v.parse(CheckoutConflict, await stale.json()).details?.totalKes
    expect(current).toBe(700 + feeToHome(kitchen))
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        checkout(shopper, { expectedTotalKes: current }, { 'Idempotency-Key': `${key}-3` }),
      ),
    )
    const placed = answers.filter((a) => a.status === 201)
    expect(placed.length).toBeGreaterThanOrEqual(1)
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true)
    const traces = await tracesOf(shopper.user.id, kitchen)
    expect(traces.orders.map((o) => o.totalKes)).toEqual([current])
  })

  it('refuses an expected total that is not a whole number of shillings', async () => {
    const kitchen = await kitchenAt400()
    const shopper = await shopperBuying(kitchen)
    for (const expectedTotalKes of [-1, 466.5, '466', null]) {
      const response = await checkout(shopper, { expectedTotalKes })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({
        code: 'input.invalid',
        codes: { expectedTotalKes: ['checkout.expectedTotal'] },
      })
    }
    expect((await tracesOf(shopper.user.id, kitchen)).orders).toEqual([])
  })

  it('refuses a checkout without expectedTotalKes (422) and orders, holds and charges nothing, even when the total is unchanged', async () => {
    const kitchen = await kitchenAt400()
    const shopper = await shopperBuying(kitchen)
    const pushes = h.simulator.pushes.size
    for (const body of [{}, { paymentMethod: 'mpesa', phone: PHONE }, { kitchenIds: [kitchen.id] }]) {
      const response = await checkout(shopper, body)
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({
        code: 'input.invalid',
        codes: { expectedTotalKes: ['input.required'] },
      })
    }
    // A price moved since: still refused for the missing total, never charged at today's.
    await setPrice(kitchen, 450)
    const moved = await checkout(shopper, { paymentMethod: 'mpesa', phone: PHONE })
    expect(moved.status).toBe(422)
    expect(await tracesOf(shopper.user.id, kitchen)).toEqual({ orders: [], payments: [], sold: 0 })
    expect(h.simulator.pushes.size).toBe(pushes)
    // The cart keeps the meal, at today's price, for a checkout that says what was shown.
    expect((await cartOf(shopper)).totalKes).toBe(shopper.seenTotal + 50)
  })
})

describe('a price changed while several shoppers check out', () => {
  it('never charges an amount a shopper was not shown (M-Pesa, parallel checkouts and price changes)', async () => {
    const kitchen = await kitchenAt400()
    const shoppers: Awaited<ReturnType<typeof shopperBuying>>[] = []
    for (let i = 0; i < 8; i += 1) shoppers.push(await shopperBuying(kitchen))
    const seen = shoppers[0]?.seenTotal ?? 0
    expect(shoppers.every((s) => s.seenTotal === seen)).toBe(true)
    const pushes = h.simulator.pushes.size
    const pay = (shopper: (typeof shoppers)[number]) =>
      checkout(shopper, { paymentMethod: 'mpesa', phone: PHONE, expectedTotalKes: shopper.seenTotal })
    // Half start with the price change; the other half once it is in.
    const raise = setPrice(kitchen, 900)
    const answers = await Promise.all([
      ...shoppers.slice(0, 4).map(pay),
      raise.then(() => Promise.all(shoppers.slice(4).map(pay))),
    ]).then((all) => all.flat())
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    // The four that started after the raise were told, not charged.
    expect(statuses.slice(4)).toEqual([409, 409, 409, 409])
    const newTotal = seen + 500
    for (const answer of answers) {
      if (answer.status === 409) {
        expect(v.parse(CheckoutConflict, await answer.json()).details?.totalKes).toBe(newTotal)
      } else {
        const placed = v.parse(CheckoutResult, await answer.json())
        expect(placed.payment?.amountKes).toBe(seen)
        expect(placed.orders.map((o) => o.totalKes)).toEqual([seen])
      }
    }
    const placedCount = statuses.filter((s) => s === 201).length
    const charged = await h.api.db
      .select({ amountKes: payments.amountKes })
      .from(payments)
      .where(
        and(
          inArray(
            payments.userId,
            shoppers.map((s) => s.user.id),
          ),
          eq(payments.method, 'mpesa'),
        ),
      )
    expect(charged.map((p) => p.amountKes)).toEqual(Array(placedCount).fill(seen))
    expect(pushesAfter(pushes).map((push) => push.body.Amount)).toEqual(Array(placedCount).fill(seen))
    // The refused ones accept the new total, all at once: each is charged exactly that.
    const refused = shoppers.filter((_, i) => statuses[i] === 409)
    const accepted = await Promise.all(
      refused.map((s) => checkout(s, { paymentMethod: 'mpesa', phone: PHONE, expectedTotalKes: newTotal })),
    )
    expect(accepted.map((a) => a.status)).toEqual(refused.map(() => 201))
    for (const answer of accepted) {
      expect(v.parse(CheckoutResult, await answer.json()).payment?.amountKes).toBe(newTotal)
    }
    const sold = await h.api.db
      .select()
      .from(portionSales)
      .where(eq(portionSales.itemId, mealOf(kitchen).id))
    expect(sold.reduce((n, row) => n + row.sold, 0)).toBe(8)
  }, 60_000)
})

describe('the OpenAPI document', () => {
  it('describes expectedTotalKes (required) and the 409 with the prices now', async () => {
    const doc = (await (await call('GET', 'openapi.json')).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>
    }
    const operation = doc.paths['/api/orders']?.post
    const body = operation?.requestBody?.content['application/json']?.schema
    expect(body?.properties?.expectedTotalKes).toMatchObject({ type: 'integer', minimum: 0 })
    expect(body?.properties?.expectedTotalKes?.description).toContain('checkout.priceChanged')
    expect(body?.required).toContain('expectedTotalKes')
    expect(operation?.description).toContain('expectedTotalKes')
    expect(operation?.description).toContain('It is required')
    expect(operation?.description).not.toMatch(/optional|written before/i)
    expect(body?.properties?.expectedTotalKes?.description).not.toMatch(/optional|older clients/i)
    expect(operation?.description).toContain('checkout.priceChanged')
    const conflict = operation?.responses['409']?.content['application/json']?.schema
    expect(conflict?.properties?.details?.properties?.lines).toMatchObject({ type: 'array' })
    expect(conflict?.properties?.details?.properties?.totalKes).toMatchObject({ type: 'number' })
  })
})

type JsonSchema = {
  type?: string
  description?: string
  required?: string[]
  properties?: Record<string, JsonSchema>
}
type OpenApiOperation = {
  description?: string
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { content: Record<string, { schema: JsonSchema }> }>
}
