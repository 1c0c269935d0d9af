import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LOW_PORTIONS_THRESHOLD } from '../../src/config/constants'
import { CartView } from '../../src/contracts/cart.responses'
import { Kitchen, Meal } from '../../src/contracts/catalogue.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { catalogueVersion, orders, portionSales } from '../../src/db/schema'
import { addDays } from '../../src/lib/delivery-slots'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { checkoutBody, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Daily portions (decision 0017): a meal never sells more portions a day than its cook makes, also
 * when many shoppers check out at once, and a cancelled order gives its portions back. Runs on
 * PGlite and on Postgres (DATABASE_URL), in-process and over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h

/** A kitchen with no minimum order and one meal of `portions` a day. */
const kitchenWith = (portions: number, name = 'Githeri Special') =>
  createKitchen(h.api.db, {
    minOrderKes: 0,
    meals: [{ name, priceKes: 200, dailyPortions: portions }],
  })

const mealOf = (kitchen: FactoryKitchen) => {
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The kitchen has no meal')
  return meal
}

/** A shopper with an address and `quantity` of the kitchen's meal in the cart. */
async function shopperBuying(kitchen: FactoryKitchen, quantity = 1) {
  const shopper = await shopperWithAddress(h.api)
  const put = await call('PUT', `cart/items/${mealOf(kitchen).id}`, shopper.token, { quantity })
  expect(put.status).toBe(200)
  return shopper
}

/** A checkout at the total the cart shows (record 0056). */
const checkout = async (shopper: { token: string; addressId: number }) =>
  call(
    'POST',
    'orders',
    shopper.token,
    await checkoutBody(h.api, shopper.token, { addressId: shopper.addressId, paymentMethod: 'cash' }),
  )

const portionsLeft = async (id: number) =>
  v.parse(Meal, await (await call('GET', `meals/${id}`)).json()).portionsLeft

describe('daily portions', () => {
  it('sells exactly 10 of 10 portions to 40 shoppers checking out at once; the other 30 hear it is sold out', async () => {
    const kitchen = await kitchenWith(10)
    const meal = mealOf(kitchen)
    const shoppers = []
    for (let i = 0; i < 40; i += 1) shoppers.push(await shopperBuying(kitchen))
    const answers = await Promise.all(shoppers.map(checkout))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(30)
    const refusal = await answers[statuses.indexOf(409)]?.json()
    expect(refusal).toMatchObject({
      code: 'checkout.soldOut',
      message: `${meal.name} is sold out for today`,
      errors: { cart: [`${meal.name} is sold out for today`], meals: [meal.name] },
      values: { meal: meal.name, left: 0 },
    })
    const placed = await h.api.db.select().from(orders).where(eq(orders.kitchenId, kitchen.id))
    expect(placed).toHaveLength(10)
    const [count] = await h.api.db.select().from(portionSales).where(eq(portionSales.itemId, meal.id))
    expect(count?.sold).toBe(10)
    expect(await portionsLeft(meal.id)).toBe(0)
    // A refused shopper keeps the cart, and the cart says the line is sold out.
    const refused = shoppers[statuses.indexOf(409)]
    const cart = v.parse(CartView, await (await call('GET', 'cart', refused?.token)).json())
    expect(cart.groups[0]?.lines[0]).toMatchObject({ quantity: 1, meal: { id: meal.id, portionsLeft: 0 } })
  }, 120_000)

  it('says how many are left when a checkout wants more than there is, and takes nothing', async () => {
    const kitchen = await kitchenWith(5, 'Mukimo')
    const meal = mealOf(kitchen)
    const first = await shopperBuying(kitchen, 3)
    // The greedy shopper filled the cart while there were still 5.
    const greedy = await shopperBuying(kitchen, 4)
    expect((await checkout(first)).status).toBe(201)
    const answer = await checkout(greedy)
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({
      code: 'checkout.soldOut',
      message: `Only 2 portions of ${meal.name} are left today`,
      values: { meal: meal.name, left: 2 },
    })
    expect(await portionsLeft(meal.id)).toBe(2)
    // The refusal rolled back: the cart still holds the 4 and nothing was ordered.
    const cart = v.parse(CartView, await (await call('GET', 'cart', greedy.token)).json())
    expect(cart.groups[0]?.lines[0]?.quantity).toBe(4)
  })

  it('the cart refuses more portions than any delivery day has, but a line that wants too many can be lowered', async () => {
    const kitchen = await kitchenWith(3, 'Nduma')
    const meal = mealOf(kitchen)
    const early = await shopperBuying(kitchen, 3)
    const other = await shopperBuying(kitchen, 2)
    const more = await call('PUT', `cart/items/${meal.id}`, other.token, { quantity: 4 })
    expect(more.status).toBe(409)
    expect(await more.json()).toMatchObject({
      code: 'checkout.soldOut',
      message: `Only 3 portions of ${meal.name} are left today`,
      values: { meal: meal.name, left: 3 },
    })
    expect((await checkout(early)).status).toBe(201)
    // Sold out today: tomorrow still has 3 (a pre-order, record 0043), never 4.
    const tomorrow = addDays(nairobiDate(new Date()), 1)
    expect((await call('PUT', `cart/items/${meal.id}`, other.token, { quantity: 3 })).status).toBe(200)
    const tooMany = await call('PUT', `cart/items/${meal.id}`, other.token, { quantity: 4 })
    expect(tooMany.status).toBe(409)
    expect(await tooMany.json()).toMatchObject({
      code: 'checkout.soldOutOnDay',
      message: `Only 3 portions of ${meal.name} are left on ${tomorrow}`,
      values: { meal: meal.name, left: 3, day: tomorrow },
    })
    expect((await call('PUT', `cart/items/${meal.id}`, other.token, { quantity: 1 })).status).toBe(200)
    expect((await call('PUT', `cart/items/${meal.id}`, other.token, { quantity: 0 })).status).toBe(200)
  })

  it('gives a cancelled order its portions back, once', async () => {
    const kitchen = await kitchenWith(2, 'Matoke')
    const meal = mealOf(kitchen)
    const buyer = await shopperBuying(kitchen, 2)
    const late = await shopperBuying(kitchen, 1)
    const placed = v.parse(CheckoutResult, await (await checkout(buyer)).json())
    expect(await portionsLeft(meal.id)).toBe(0)
    expect((await checkout(late)).status).toBe(409)
    const id = placed.orders[0]?.id
    const cancels = await Promise.all([1, 2, 3].map(() => call('POST', `orders/${id}/cancel`, buyer.token)))
    expect(cancels.map((c) => c.status).sort()).toEqual([200, 409, 409])
    expect(await portionsLeft(meal.id)).toBe(2)
    expect((await checkout(late)).status).toBe(201)
    expect(await portionsLeft(meal.id)).toBe(1)
  })

  it('shows what is left on the kitchen page, and moves the catalogue version only once a meal runs low', async () => {
    const plenty = LOW_PORTIONS_THRESHOLD + 3
    const kitchen = await kitchenWith(plenty, 'Kienyeji')
    const meal = mealOf(kitchen)
    const version = async () =>
      (await h.api.db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]?.version
    const before = await version()
    // Two portions leave threshold + 1: visitors' pages do not show the count yet.
    expect((await checkout(await shopperBuying(kitchen, 2))).status).toBe(201)
    expect(await version()).toBe(before)
    // One more reaches the threshold: the pages must say "N left today", so cached ones go.
    expect((await checkout(await shopperBuying(kitchen, 1))).status).toBe(201)
    expect(await version()).toBeGreaterThan(before ?? 0)
    const page = v.parse(Kitchen, await (await call('GET', `kitchens/${kitchen.id}`)).json())
    expect(page.meals[0]).toMatchObject({
      id: meal.id,
      dailyPortions: plenty,
      portionsLeft: LOW_PORTIONS_THRESHOLD,
    })
  })
})
