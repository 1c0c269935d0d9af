import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { Meal } from '../../src/contracts/catalogue.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenSlots } from '../../src/contracts/delivery-slots.responses'
import { providers } from '../../src/db/schema'
import { DAYS } from '../../src/lib/catalogue-lists'
import { addDays } from '../../src/lib/delivery-slots'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { nairobiClock } from '../../src/lib/opening-hours'
import {
  createKitchen,
  everyDay,
  type FactoryKitchen,
  hh,
  type KitchenInput,
  ROUND_THE_CLOCK,
} from '../fixtures/catalogue'
import { boardOf, kitchenAccount, step, stepOk } from '../fixtures/kitchen'
import { checkoutBody, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Pre-orders and delivery slots (decision 0040): every rule the checkout
 * enforces, with the error a client sees; portions counted on the delivery day; the slot on the
 * order, the board and the kitchen's slots. On PGlite and Postgres, in-process and over HTTP.
 *
 * No test depends on the time of day: kitchens' hours are built around the current Nairobi hour
 * (the factory's default, open now), or closed around it, or open all day, and the slots tried
 * are taken from the slots API or built relative to today's Nairobi date.
 */
const h = shopHarness()
const { call } = h

/** Closed now whatever the hour: it opens five hours from now, for three hours, every day. */
const closedAroundNow = () => {
  const hour = Number(nairobiClock(new Date()).time.slice(0, 2))
  return everyDay(hh(hour + 5), hh(hour + 8))
}

const today = () => nairobiDate(new Date())
const tomorrow = () => addDays(today(), 1)

async function kitchenWith(input: KitchenInput = {}) {
  return createKitchen(h.api.db, {
    minOrderKes: 200,
    meals: [{ name: 'Mukimo', priceKes: 250, category: 'main', art: 'githeri', dailyPortions: 40 }],
    ...input,
  })
}

const mealOf = (kitchen: FactoryKitchen) => {
  const meal = kitchen.meals[0]
  if (!meal) throw new Error(`${kitchen.name} has no meal`)
  return meal
}

async function slotsOf(kitchenId: number) {
  const response = await call('GET', `kitchens/${kitchenId}/slots`)
  expect(response.status).toBe(200)
  return v.parse(KitchenSlots, await response.json())
}

/** The first window tomorrow, as the checkout takes it. */
async function firstSlotTomorrow(kitchenId: number) {
  const offer = await slotsOf(kitchenId)
  const day = offer.days.find((d) => d.day === tomorrow())
  const window = day?.windows[0]
  if (!window) throw new Error(`Kitchen ${kitchenId} offers nothing tomorrow`)
  return { at: `${tomorrow()}T${window.start}`, ...window, day: tomorrow() }
}

/** A shopper with `quantity` of the kitchen's meal in the cart. */
async function shopperWith(kitchen: FactoryKitchen, quantity = 1) {
  const shopper = await shopperWithAddress(h.api)
  const put = await call('PUT', `cart/items/${mealOf(kitchen).id}`, shopper.token, { quantity })
  expect(put.status).toBe(200)
  return shopper
}

/** A checkout at the total the cart shows for it (record 0056), unless the body names one. */
const checkout = async (
  shopper: { token: string; addressId: number },
  body: object = {},
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

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status)
  return v.parse(ErrorBody, await response.json())
}

const mealLeftToday = async (mealId: number) =>
  v.parse(Meal, await (await call('GET', `meals/${mealId}`)).json()).portionsLeft

describe('a kitchen’s slots', () => {
  it('lists today and the next 6 days of 30-minute windows inside its hours, and ASAP while open', async () => {
    const kitchen = await kitchenWith()
    const offer = await slotsOf(kitchen.id)
    expect(offer.asap).toBe(true)
    expect(offer.days.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today(), n)))
    // Open 3 hours before to 4 hours after the current hour: tomorrow has 14 windows of 30 minutes.
    const hour = Number(nairobiClock(new Date()).time.slice(0, 2))
    const tomorrowsWindows = offer.days[1]?.windows ?? []
    expect(tomorrowsWindows.length).toBeGreaterThanOrEqual(7)
    for (const { start, end } of tomorrowsWindows) {
      expect(start).toMatch(/^\d{2}:[03]0$/)
      expect(
        (Number(end.slice(0, 2)) * 60 +
          Number(end.slice(3)) +
          1440 -
          Number(start.slice(0, 2)) * 60 -
          Number(start.slice(3))) %
          1440,
      ).toBe(30)
    }
    if (hour >= 3 && hour <= 19) {
      // Hours within one day: exactly from opening to the last window before closing.
      expect(tomorrowsWindows[0]?.start).toBe(hh(hour - 3))
      expect(tomorrowsWindows.at(-1)?.end).toBe(hh(hour + 4))
    }
    // Nothing today starts before the prep time from now.
    const soonest = Date.now() + kitchen.prepMinutes * 60_000
    for (const { start } of offer.days[0]?.windows ?? []) {
      expect(new Date(`${today()}T${start}:00+03:00`).getTime()).toBeGreaterThanOrEqual(soonest)
    }
  })

  it('offers no ASAP while closed, and nothing at all while paused', async () => {
    const closed = await kitchenWith({ openingHours: closedAroundNow() })
    const closedOffer = await slotsOf(closed.id)
    expect(closedOffer.asap).toBe(false)
    expect(closedOffer.days.slice(1).every((d) => d.windows.length === 6)).toBe(true)
    const pausedUntil = new Date(`${addDays(today(), 2)}T12:00:00+03:00`)
    const paused = await kitchenWith({ openingHours: ROUND_THE_CLOCK, pausedUntil })
    const pausedOffer = await slotsOf(paused.id)
    expect(pausedOffer.asap).toBe(false)
    expect(pausedOffer.days.every((d) => d.windows.length === 0)).toBe(true)
    expect((await call('GET', 'kitchens/99999999/slots')).status).toBe(404)
    expect((await call('GET', 'kitchens/abc/slots')).status).toBe(422)
  })

  it('tells the kitchen and meal pages when a closed kitchen’s first slot is, instead of an Add that cannot be honoured', async () => {
    const closed = await kitchenWith({ openingHours: closedAroundNow() })
    const offer = await slotsOf(closed.id)
    const first = offer.days.flatMap((d) => d.windows.map((w) => `${d.day}T${w.start}:00+03:00`))[0]
    const kitchen = await (await call('GET', `kitchens/${closed.id}`)).json()
    expect(kitchen.preorderFrom).toBe(new Date(first ?? '').toISOString())
    const meal = await (await call('GET', `meals/${mealOf(closed).id}`)).json()
    expect(meal.ordering).toEqual({ pausedUntil: null, preorderFrom: kitchen.preorderFrom })
    const open = await kitchenWith()
    expect((await (await call('GET', `kitchens/${open.id}`)).json()).preorderFrom).toBeNull()
    const openMeal = await (await call('GET', `meals/${mealOf(open).id}`)).json()
    expect(openMeal.ordering).toEqual({ pausedUntil: null, preorderFrom: null })
  })

  it('is in each cart group, for the checkout form', async () => {
    const kitchen = await kitchenWith()
    const shopper = await shopperWith(kitchen)
    const cart = v.parse(CartView, await (await call('GET', 'cart', shopper.token)).json())
    expect(cart.groups[0]?.slots).toEqual(
      await slotsOf(kitchen.id).then(({ asap, days }) => ({ asap, days })),
    )
  })
})

describe('the checkout’s slot rules', () => {
  it('orders ASAP by default while the kitchen is open, and says so on the order', async () => {
    const kitchen = await kitchenWith()
    const shopper = await shopperWith(kitchen)
    const placed = v.parse(CheckoutResult, await (await checkout(shopper)).json())
    expect(placed.orders[0]?.slot).toBeNull()
  })

  it('asks for a slot when the kitchen is closed and none was chosen, and refuses ASAP (422)', async () => {
    const kitchen = await kitchenWith({ openingHours: closedAroundNow() })
    const shopper = await shopperWith(kitchen)
    const none = await refusal(await checkout(shopper), 422)
    expect(none).toMatchObject({
      code: 'checkout.slotRequired',
      message: `${kitchen.name} is closed now: choose a delivery slot`,
      codes: { slots: ['checkout.slotRequired'] },
    })
    const asap = await refusal(
      await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at: 'asap' }] }),
      422,
    )
    expect(asap.codes.slots).toEqual(['checkout.asapClosed'])
    // A slot tomorrow is taken.
    const slot = await firstSlotTomorrow(kitchen.id)
    const placed = await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at: slot.at }] })
    expect(placed.status).toBe(201)
  })

  it('refuses ASAP and every slot while paused (409, naming the kitchen), and takes them once it ends', async () => {
    const kitchen = await kitchenWith({ openingHours: ROUND_THE_CLOCK })
    const shopper = await shopperWith(kitchen)
    // Paused after the meal went into the cart (a paused kitchen's meals cannot be added).
    await h.api.db
      .update(providers)
      .set({ pausedUntil: new Date(`${tomorrow()}T10:00:00+03:00`) })
      .where(eq(providers.id, kitchen.id))
    const asap = await refusal(
      await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at: 'asap' }] }),
      409,
    )
    expect(asap).toMatchObject({ code: 'checkout.kitchenPaused', errors: { cart: [kitchen.name] } })
    for (const at of [`${tomorrow()}T09:30`, `${tomorrow()}T10:00`, `${tomorrow()}T18:00`]) {
      const refused = await refusal(await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at }] }), 409)
      expect(refused).toMatchObject({ code: 'checkout.kitchenPaused', values: { kitchenId: kitchen.id } })
    }
    await h.api.db.update(providers).set({ pausedUntil: null }).where(eq(providers.id, kitchen.id))
    const after = await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at: `${tomorrow()}T10:00` }] })
    expect(after.status).toBe(201)
  })

  it('refuses slots outside the hours, past, beyond 6 days, too soon or after the cut-off, with field errors', async () => {
    // Tomorrow 13:00–15:00 only; no hours on the day after.
    const tomorrowsDay = DAYS[(new Date(`${tomorrow()}T12:00:00Z`).getUTCDay() + 6) % 7]
    if (!tomorrowsDay) throw new Error('No weekday')
    const kitchen = await kitchenWith({ openingHours: { [tomorrowsDay]: ['13:00', '15:00'] } })
    const shopper = await shopperWith(kitchen)
    const tryAt = async (at: string, kitchenId = kitchen.id) =>
      (await refusal(await checkout(shopper, { slots: [{ kitchenId, at }] }), 422)).codes.slots
    expect(await tryAt(`${tomorrow()}T12:30`)).toEqual(['checkout.slotOutsideHours'])
    expect(await tryAt(`${tomorrow()}T15:00`)).toEqual(['checkout.slotOutsideHours']) // ends after closing
    expect(await tryAt(`${tomorrow()}T13:15`)).toEqual(['checkout.slotOutsideHours']) // not a :00 or :30 window
    expect(await tryAt(`${addDays(today(), 2)}T13:00`)).toEqual(['checkout.slotOutsideHours'])
    expect(await tryAt(`${addDays(today(), -1)}T13:00`)).toEqual(['checkout.slotPast'])
    expect(await tryAt(`${addDays(today(), 7)}T13:00`)).toEqual(['checkout.slotTooFar'])
    expect(await tryAt('2026-02-30T13:00')).toEqual(['checkout.slotOutsideHours'])

    // Open all day but needing a day to prepare: the same hour tomorrow is too soon.
    const slow = await kitchenWith({ openingHours: ROUND_THE_CLOCK, prepMinutes: 24 * 60 })
    const slowShopper = await shopperWith(slow)
    const hour = nairobiClock(new Date()).time.slice(0, 2)
    const soon = await refusal(
      await checkout(slowShopper, { slots: [{ kitchenId: slow.id, at: `${tomorrow()}T${hour}:00` }] }),
      422,
    )
    expect(soon).toMatchObject({
      code: 'checkout.slotTooSoon',
      message: `${slow.name} needs 1,440 minutes to prepare: choose a later slot`,
    })

    // A same-day cut-off at midnight: today's orders are always closed; tomorrow's are taken.
    const early = await kitchenWith({ openingHours: ROUND_THE_CLOCK, preorderCutoff: '00:00' })
    const earlyShopper = await shopperWith(early)
    const late = await refusal(
      await checkout(earlyShopper, { slots: [{ kitchenId: early.id, at: `${today()}T23:00` }] }),
      422,
    )
    expect(late).toMatchObject({
      code: 'checkout.slotAfterCutoff',
      message: `${early.name} takes orders for today until 00:00: choose another day`,
      codes: { slots: ['checkout.slotAfterCutoff'] },
    })
    const next = await checkout(earlyShopper, { slots: [{ kitchenId: early.id, at: `${tomorrow()}T23:00` }] })
    expect(next.status).toBe(201)
  })

  it('lets a kitchen set its same-day cut-off, and the slots follow it', async () => {
    const kitchen = await kitchenWith({ openingHours: ROUND_THE_CLOCK })
    const cook = await kitchenAccount(h.api, kitchen.id)
    for (const cutoff of ['25:00', '9:00', 10, '']) {
      const bad = await refusal(await call('PUT', 'kitchen/preorder-cutoff', cook.token, { cutoff }), 422)
      expect(bad.codes.cutoff).toEqual(['menu.preorderCutoff'])
    }
    const set = await call('PUT', 'kitchen/preorder-cutoff', cook.token, { cutoff: '00:00' })
    expect(await set.json()).toEqual({ cutoff: '00:00' })
    const offer = await slotsOf(kitchen.id)
    expect(offer.preorderCutoff).toBe('00:00')
    expect(offer.days[0]?.windows).toEqual([])
    // Every window of tomorrow (its first may be within the prep time just before midnight).
    expect(offer.days[1]?.windows.length).toBeGreaterThanOrEqual(46)
    const cleared = await call('PUT', 'kitchen/preorder-cutoff', cook.token, { cutoff: null })
    expect(await cleared.json()).toEqual({ cutoff: null })
    expect((await slotsOf(kitchen.id)).preorderCutoff).toBeNull()
    expect((await call('PUT', 'kitchen/preorder-cutoff', undefined, { cutoff: null })).status).toBe(401)
  })

  it('refuses malformed slots and slots for kitchens not in the cart (422)', async () => {
    const kitchen = await kitchenWith()
    const other = await kitchenWith()
    const shopper = await shopperWith(kitchen)
    for (const at of ['soon', '2026-11-25 12:00', '2026-11-25T24:00', '2026-11-25T12:60', 12, null]) {
      const body = await refusal(await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at }] }), 422)
      expect(body.codes['slots.0.at']).toEqual(['checkout.slotMalformed'])
    }
    expect((await refusal(await checkout(shopper, { slots: 'asap' }), 422)).codes.slots).toEqual([
      'checkout.slots',
    ])
    const stranger = await refusal(
      await checkout(shopper, { slots: [{ kitchenId: other.id, at: 'asap' }] }),
      422,
    )
    expect(stranger.codes.slots).toEqual(['checkout.slotNotInCart'])
    const placed = await checkout(shopper)
    expect(placed.status).toBe(201)
  })
})

describe('portions on the delivery day', () => {
  it('counts a pre-order on its day: selling out tomorrow leaves today untouched, and a cancel gives tomorrow back', async () => {
    const kitchen = await kitchenWith({
      meals: [{ name: 'Matoke', priceKes: 250, category: 'main', art: 'githeri', dailyPortions: 2 }],
    })
    const meal = mealOf(kitchen)
    const slot = await firstSlotTomorrow(kitchen.id)
    const first = await shopperWith(kitchen, 2)
    const placed = v.parse(
      CheckoutResult,
      await (await checkout(first, { slots: [{ kitchenId: kitchen.id, at: slot.at }] })).json(),
    )
    expect(placed.orders[0]?.slot).toEqual({ day: slot.day, start: slot.start, end: slot.end })
    expect(await mealLeftToday(meal.id)).toBe(2)

    const second = await shopperWith(kitchen, 1)
    const soldOut = await refusal(
      await checkout(second, { slots: [{ kitchenId: kitchen.id, at: slot.at }] }),
      409,
    )
    expect(soldOut).toMatchObject({
      code: 'checkout.soldOutOnDay',
      message: `Matoke is sold out on ${slot.day}`,
      errors: { meals: ['Matoke'] },
    })
    // Today still has both portions: ASAP is taken.
    expect((await checkout(second)).status).toBe(201)
    expect(await mealLeftToday(meal.id)).toBe(1)

    // The pre-order cancelled, tomorrow's portions are back.
    const id = placed.orders[0]?.id
    expect((await call('POST', `orders/${id}/cancel`, first.token)).status).toBe(200)
    // (The cart holds at most what is left today: one, here.)
    const third = await shopperWith(kitchen, 1)
    expect((await checkout(third, { slots: [{ kitchenId: kitchen.id, at: slot.at }] })).status).toBe(201)
    expect(await mealLeftToday(meal.id)).toBe(1)
  })

  it('never sells more than a day has when 20 shoppers pre-order its last 5 portions at once', async () => {
    const kitchen = await kitchenWith({
      meals: [{ name: 'Nyama Choma', priceKes: 300, category: 'main', art: 'githeri', dailyPortions: 5 }],
    })
    const slot = await firstSlotTomorrow(kitchen.id)
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWith(kitchen, 1)))
    const answers = await Promise.all(
      shoppers.map((s) => checkout(s, { slots: [{ kitchenId: kitchen.id, at: slot.at }] })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect((await answer.json()).code).toBe('checkout.soldOutOnDay')
    }
    expect(await mealLeftToday(mealOf(kitchen).id)).toBe(5)
  })
})

describe('the slot on the order', () => {
  it('replays the same orders for the same key and slot, and refuses the key with another slot', async () => {
    const kitchen = await kitchenWith({ openingHours: ROUND_THE_CLOCK })
    const shopper = await shopperWith(kitchen)
    const key = `slot-${Date.now().toString(36)}`
    const body = { slots: [{ kitchenId: kitchen.id, at: `${tomorrow()}T12:00` }] }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(shopper, body, { 'Idempotency-Key': key })),
    )
    const created = answers.filter((a) => a.status === 201)
    expect(created.length).toBeGreaterThan(0)
    for (const a of answers) expect([201, 409]).toContain(a.status)
    const ids = new Set(
      await Promise.all(created.map(async (a) => v.parse(CheckoutResult, await a.json()).orders[0]?.id)),
    )
    expect(ids.size).toBe(1)
    const other = await checkout(
      shopper,
      { slots: [{ kitchenId: kitchen.id, at: `${tomorrow()}T12:30` }] },
      { 'Idempotency-Key': key },
    )
    expect((await refusal(other, 422)).code).toBe('idempotency.keyReused')
    const orders = (await (await call('GET', 'orders', shopper.token)).json()) as {
      items: { slot: unknown }[]
      total: number
    }
    expect(orders.total).toBe(1)
    expect(orders.items[0]?.slot).toEqual({ day: tomorrow(), start: '12:00', end: '12:30' })
  })

  it('shows the slot on the order page and the kitchen board, pre-orders after ASAP, earliest first', async () => {
    const kitchen = await kitchenWith({ openingHours: ROUND_THE_CLOCK })
    const cook = await kitchenAccount(h.api, kitchen.id)
    const later = await shopperWith(kitchen)
    const sooner = await shopperWith(kitchen)
    const asap = await shopperWith(kitchen)
    const at = (time: string) => ({ slots: [{ kitchenId: kitchen.id, at: `${tomorrow()}T${time}` }] })
    const laterOrder = v.parse(CheckoutResult, await (await checkout(later, at('18:00'))).json()).orders[0]
    const soonerOrder = v.parse(CheckoutResult, await (await checkout(sooner, at('12:30'))).json()).orders[0]
    const asapOrder = v.parse(
      CheckoutResult,
      await (await checkout(asap, { slots: [{ kitchenId: kitchen.id, at: 'asap' }] })).json(),
    ).orders[0]
    expect((await h.order(later.token, laterOrder?.id ?? 0)).slot).toEqual({
      day: tomorrow(),
      start: '18:00',
      end: '18:30',
    })
    const board = await boardOf(h.api, cook.token)
    expect(board.items.map((o) => [o.id, o.slot?.start ?? null])).toEqual([
      [asapOrder?.id, null],
      [soonerOrder?.id, '12:30'],
      [laterOrder?.id, '18:00'],
    ])
  })
})

describe('a pre-order’s ready time', () => {
  it('is taken on the slot’s day, days ahead, up to the slot’s end, and the shopper sees it; after the slot or in the past it is refused (422)', async () => {
    const kitchen = await kitchenWith({ openingHours: ROUND_THE_CLOCK })
    const cook = await kitchenAccount(h.api, kitchen.id)
    // Two days ahead: more than a day away whatever the hour now.
    const day = addDays(today(), 2)
    const at = (time: string) => new Date(`${day}T${time}:00+03:00`).toISOString()
    const preOrder = async () => {
      const shopper = await shopperWith(kitchen)
      const response = await checkout(shopper, { slots: [{ kitchenId: kitchen.id, at: `${day}T10:00` }] })
      expect(response.status).toBe(201)
      return { shopper, id: v.parse(CheckoutResult, await response.json()).orders[0]?.id ?? 0 }
    }
    const first = await preOrder()
    const refusals: [string, string][] = [
      [at('10:31'), 'kitchen.readyByAfterSlot'],
      [new Date(`${addDays(day, 1)}T09:30:00+03:00`).toISOString(), 'kitchen.readyByAfterSlot'],
      [new Date(Date.now() - 30 * 60_000).toISOString(), 'kitchen.readyByPast'],
    ]
    for (const [readyBy, code] of refusals) {
      const refused = await refusal(await step(h.api, cook.token, first.id, { to: 'accepted', readyBy }), 422)
      expect(refused.codes.readyBy, readyBy).toEqual([code])
    }
    const accepted = await stepOk(h.api, cook.token, first.id, { to: 'accepted', readyBy: at('09:30') })
    expect(accepted).toMatchObject({ status: 'accepted', readyBy: at('09:30') })
    expect(await h.order(first.shopper.token, first.id)).toMatchObject({
      status: 'accepted',
      readyBy: at('09:30'),
      slot: { day, start: '10:00', end: '10:30' },
    })
    // The slot's end is the latest it can be ready.
    const second = await preOrder()
    expect(
      await stepOk(h.api, cook.token, second.id, { to: 'accepted', readyBy: at('10:30') }),
    ).toMatchObject({
      readyBy: at('10:30'),
    })
  })
})
