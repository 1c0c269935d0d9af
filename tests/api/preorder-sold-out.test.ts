import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { Kitchen, Meal, MealDetail } from '../../src/contracts/catalogue.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenSlots } from '../../src/contracts/delivery-slots.responses'
import { items, orders, portionSales, providers } from '../../src/db/schema'
import { addDays, slotInstant } from '../../src/lib/delivery-slots'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { createKitchen, type FactoryKitchen, type KitchenInput, ROUND_THE_CLOCK } from '../fixtures/catalogue'
import { checkoutBody, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Pre-ordering what today cannot give (decision 0043): a meal sold out
 * today goes into the cart and is ordered for a later day that has its portions; a kitchen
 * paused after its meals went into the cart takes no order at all until the pause ends (0061). On PGlite and
 * Postgres, in-process and over HTTP. No test depends on the time of day (see delivery-slots).
 */
const h = shopHarness()
const { call } = h

const today = () => nairobiDate(new Date())
const tomorrow = () => addDays(today(), 1)

/** A kitchen open around now (the factory's hours) with one meal of `portions` a day. */
const kitchenWith = (portions: number, input: KitchenInput = {}) =>
  createKitchen(h.api.db, {
    minOrderKes: 0,
    meals: [{ name: 'Matumbo', priceKes: 250, category: 'main', art: 'githeri', dailyPortions: portions }],
    ...input,
  })

const mealOf = (kitchen: FactoryKitchen) => {
  const meal = kitchen.meals[0]
  if (!meal) throw new Error(`${kitchen.name} has no meal`)
  return meal
}

const put = (token: string, mealId: number, quantity: number) =>
  call('PUT', `cart/items/${mealId}`, token, { quantity })

async function shopperWith(kitchen: FactoryKitchen, quantity = 1) {
  const shopper = await shopperWithAddress(h.api)
  expect((await put(shopper.token, mealOf(kitchen).id, quantity)).status).toBe(200)
  return shopper
}

/** A checkout at the total the cart shows (record 0056), ASAP or at the slot given. */
const checkout = async (shopper: { token: string; addressId: number }, kitchenId: number, at?: string) =>
  call(
    'POST',
    'orders',
    shopper.token,
    await checkoutBody(h.api, shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: 'cash',
      ...(at ? { slots: [{ kitchenId, at }] } : {}),
    }),
  )

const cartOf = async (token: string) => v.parse(CartView, await (await call('GET', 'cart', token)).json())

/** The first window tomorrow, as the checkout takes it. */
async function firstSlotTomorrow(kitchenId: number) {
  const offer = v.parse(KitchenSlots, await (await call('GET', `kitchens/${kitchenId}/slots`)).json())
  const window = offer.days.find((d) => d.day === tomorrow())?.windows[0]
  if (!window) throw new Error(`Kitchen ${kitchenId} offers nothing tomorrow`)
  return `${tomorrow()}T${window.start}`
}

/** Today's portions of the kitchen's meal, all sold (ASAP, by another shopper). */
async function sellOutToday(kitchen: FactoryKitchen, portions: number) {
  const buyer = await shopperWith(kitchen, portions)
  expect((await checkout(buyer, kitchen.id, 'asap')).status).toBe(201)
  const meal = v.parse(Meal, await (await call('GET', `meals/${mealOf(kitchen).id}`)).json())
  expect(meal.portionsLeft).toBe(0)
}

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status)
  return v.parse(ErrorBody, await response.json())
}

describe('a meal sold out today', () => {
  it('is offered for pre-order on its kitchen page and its own, from the first slot with portions', async () => {
    const kitchen = await kitchenWith(3)
    const meal = mealOf(kitchen)
    const answers = async () => {
      const page = v.parse(Kitchen, await (await call('GET', `kitchens/${kitchen.id}`)).json())
      const detail = v.parse(MealDetail, await (await call('GET', `meals/${meal.id}`)).json())
      return {
        onKitchen: page.meals.find((m) => m.id === meal.id)?.preorderFrom,
        onMeal: detail.ordering.preorderFrom,
      }
    }
    // Open now with portions: ordered for as soon as possible, no pre-order.
    expect(await answers()).toEqual({ onKitchen: null, onMeal: null })
    await sellOutToday(kitchen, 3)
    // Sold out today: tomorrow's first slot, on both pages (the kitchen itself is still open).
    const first = await firstSlotTomorrow(kitchen.id)
    const expected = slotInstant(first.slice(0, 10), first.slice(11)).toISOString()
    expect(await answers()).toEqual({ onKitchen: expected, onMeal: expected })
    const page = v.parse(Kitchen, await (await call('GET', `kitchens/${kitchen.id}`)).json())
    expect(page.preorderFrom).toBeNull()
  })

  it('is not offered when no day of the week has its portions', async () => {
    const kitchen = await kitchenWith(0)
    const detail = v.parse(MealDetail, await (await call('GET', `meals/${mealOf(kitchen).id}`)).json())
    expect(detail.portionsLeft).toBe(0)
    expect(detail.ordering.preorderFrom).toBeNull()
  })

  it('goes into the cart up to what tomorrow has, and is ordered for tomorrow, not ASAP', async () => {
    const kitchen = await kitchenWith(3)
    const meal = mealOf(kitchen)
    await sellOutToday(kitchen, 3)
    const shopper = await shopperWithAddress(h.api)
    // 0 left today, 3 tomorrow: 3 are taken, 4 are refused naming the meal, the day and what is left.
    expect((await put(shopper.token, meal.id, 3)).status).toBe(200)
    const four = await refusal(await put(shopper.token, meal.id, 4), 409)
    expect(four).toMatchObject({
      code: 'checkout.soldOutOnDay',
      message: `Only 3 portions of ${meal.name} are left on ${tomorrow()}`,
      values: { meal: meal.name, left: 3, day: tomorrow() },
    })
    expect((await call('POST', 'cart/items', shopper.token, { itemId: meal.id, quantity: 1 })).status).toBe(
      409,
    )

    // The cart says today is short and tomorrow has them: the group can still be ordered, for a
    // later slot (no ASAP, no window today).
    const cart = await cartOf(shopper.token)
    const group = cart.groups[0]
    expect(group?.lines[0]).toMatchObject({
      quantity: 3,
      meal: { portionsLeft: 0 },
      shortToday: true,
      firstDay: tomorrow(),
      mostLeft: 3,
    })
    expect(group?.checkoutNow).toBe(true)
    expect(cart.ready.kitchenIds).toEqual([kitchen.id])
    expect(group?.slots.asap).toBe(false)
    expect(group?.slots.days.find((d) => d.day === today())?.windows).toEqual([])
    expect(group?.slots.days.find((d) => d.day === tomorrow())?.windows.length).toBeGreaterThan(0)

    // ASAP (today) is refused as sold out, and the cart stays; tomorrow's slot is ordered.
    const asap = await refusal(await checkout(shopper, kitchen.id, 'asap'), 409)
    expect(asap).toMatchObject({
      code: 'checkout.soldOut',
      message: `${meal.name} is sold out for today`,
      values: { meal: meal.name, left: 0 },
    })
    expect((await cartOf(shopper.token)).itemCount).toBe(3)
    const placed = await checkout(shopper, kitchen.id, await firstSlotTomorrow(kitchen.id))
    expect(placed.status).toBe(201)
    const [order] = v.parse(CheckoutResult, await placed.json()).orders
    const [row] = await h.api.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? 0))
    expect(row?.deliveryDay).toBe(tomorrow())
    // Tomorrow is now sold out too: the next shopper can have portions the day after.
    const next = await shopperWithAddress(h.api)
    expect((await put(next.token, meal.id, 3)).status).toBe(200)
    expect((await cartOf(next.token)).groups[0]?.lines[0]?.firstDay).toBe(addDays(today(), 2))
  })

  it("counts the cook's own count for a day, not the meal's daily portions", async () => {
    const kitchen = await kitchenWith(10, { openingHours: ROUND_THE_CLOCK })
    const meal = mealOf(kitchen)
    // The cook cooked only 1 today (the menu editor's "today's portions"), and 4 tomorrow.
    await h.api.db.insert(portionSales).values([
      { itemId: meal.id, day: today(), sold: 0, portions: 1 },
      { itemId: meal.id, day: tomorrow(), sold: 0, portions: 4 },
    ])
    const shopper = await shopperWith(kitchen, 3)
    const line = (await cartOf(shopper.token)).groups[0]?.lines[0]
    // 3 do not fit today's 1 (the daily 10 would): tomorrow's 4 take them.
    expect(line).toMatchObject({ quantity: 3, shortToday: true, firstDay: tomorrow() })
    // The later days keep the daily 10, the most the line can grow to.
    expect(line?.mostLeft).toBe(10)
    const eleven = await refusal(await put(shopper.token, meal.id, 11), 409)
    expect(eleven).toMatchObject({ code: 'checkout.soldOutOnDay', values: { left: 10 } })
  })

  it('cannot be ordered when no day of the week has enough, until the line is lowered', async () => {
    const kitchen = await kitchenWith(2)
    const meal = mealOf(kitchen)
    const shopper = await shopperWith(kitchen, 2)
    // The cook makes fewer a day now: the line wants more than any day has.
    await h.api.db.update(items).set({ dailyPortions: 1 }).where(eq(items.id, meal.id))
    const cart = await cartOf(shopper.token)
    expect(cart.groups[0]?.lines[0]).toMatchObject({ shortToday: true, firstDay: null, mostLeft: 1 })
    expect(cart.groups[0]?.checkoutNow).toBe(false)
    expect(cart.ready.kitchenIds).toEqual([])
    expect((await put(shopper.token, meal.id, 1)).status).toBe(200)
    const lowered = await cartOf(shopper.token)
    expect(lowered.groups[0]?.lines[0]).toMatchObject({ shortToday: false, firstDay: today() })
    expect(lowered.groups[0]?.checkoutNow).toBe(true)
  })

  it('never oversells tomorrow when 10 shoppers pre-order its 3 portions at once', async () => {
    const kitchen = await kitchenWith(3)
    await sellOutToday(kitchen, 3)
    const slot = await firstSlotTomorrow(kitchen.id)
    const shoppers = []
    for (let i = 0; i < 10; i += 1) shoppers.push(await shopperWith(kitchen, 1))
    const answers = await Promise.all(shoppers.map((s) => checkout(s, kitchen.id, slot)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(7)
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await answer.json()).toMatchObject({
        code: 'checkout.soldOutOnDay',
        values: { meal: mealOf(kitchen).name, left: 0, day: tomorrow() },
      })
    }
    const placed = await h.api.db.select().from(orders).where(eq(orders.kitchenId, kitchen.id))
    expect(placed.filter((o) => o.deliveryDay === tomorrow())).toHaveLength(3)
  }, 60_000)
})

describe('a kitchen paused after its meals went into the cart', () => {
  it('takes no order while the pause holds, not even for a slot after it, and orders again once it ends', async () => {
    const kitchen = await kitchenWith(20, {
      openingHours: ROUND_THE_CLOCK,
      meals: [
        { name: 'Kuku Kienyeji', priceKes: 400, category: 'main', art: 'githeri', dailyPortions: 20 },
        { name: 'Chapati', priceKes: 50, category: 'side', art: 'githeri', dailyPortions: 20 },
      ],
    })
    const shopper = await shopperWith(kitchen, 2)
    // A pause of 30 minutes, as the cook's "Pause for 30 minutes" sets it.
    const pausedUntil = new Date(Date.now() + 30 * 60_000)
    await h.api.db.update(providers).set({ pausedUntil }).where(eq(providers.id, kitchen.id))

    // The cart says what the kitchen page says (record 0061): paused until then, nothing to order.
    const cart = await cartOf(shopper.token)
    const group = cart.groups[0]
    expect(group?.kitchen).toMatchObject({ openNow: false, pausedUntil: pausedUntil.toISOString() })
    expect(group?.checkoutNow).toBe(false)
    expect(cart.ready.kitchenIds).toEqual([])
    expect(group?.slots.asap).toBe(false)
    expect(group?.slots.days.every((d) => d.windows.length === 0)).toBe(true)
    const page = v.parse(Kitchen, await (await call('GET', `kitchens/${kitchen.id}`)).json())
    expect(page).toMatchObject({ openNow: false, pausedUntil: pausedUntil.toISOString(), preorderFrom: null })

    // A new meal from it is refused as before.
    const side = kitchen.meals[1]
    const add = await refusal(await put(shopper.token, side?.id ?? 0, 1), 409)
    expect(add.code).toBe('cart.kitchenPaused')

    // Every delivery time is refused with the same 409 naming the kitchen: later today, after the
    // pause, tomorrow; so no order reaches the cook who paused.
    const later = new Date(pausedUntil.getTime() + 2 * 60 * 60_000)
    const laterSlot = `${nairobiDate(later)}T${String((later.getUTCHours() + 3) % 24).padStart(2, '0')}:00`
    for (const at of ['asap', laterSlot, `${tomorrow()}T10:00`, undefined]) {
      expect(await refusal(await checkout(shopper, kitchen.id, at), 409)).toMatchObject({
        code: 'checkout.kitchenPaused',
        errors: { cart: [kitchen.name] },
        values: { kitchen: kitchen.name, kitchenId: kitchen.id },
      })
    }
    const taken = await h.api.db.select().from(orders).where(eq(orders.kitchenId, kitchen.id))
    expect(taken).toEqual([])

    // Once the cook takes orders again, the same cart is ordered.
    await h.api.db.update(providers).set({ pausedUntil: null }).where(eq(providers.id, kitchen.id))
    expect((await cartOf(shopper.token)).groups[0]?.kitchen.pausedUntil).toBeNull()
    expect((await checkout(shopper, kitchen.id, `${tomorrow()}T10:00`)).status).toBe(201)
  })
})
