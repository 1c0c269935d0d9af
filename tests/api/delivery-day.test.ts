import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage, SearchResults } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { portionSales } from '../../src/db/schema'
import { addDays } from '../../src/lib/delivery-slots'
import { weekdayOf } from '../../src/lib/hour-windows'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, ROUND_THE_CLOCK, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * The lists' "delivery day" filter (decision record 0044): `deliveryDay`
 * keeps the kitchens that deliver on that Nairobi day (a slot that day, by the same rule as the
 * slot picker) and the meals with portions left that day. Only days from tomorrow on are asked
 * for, so no test depends on the hour it runs at. Every request carries this file's tag, so only
 * its own kitchens answer. In-process and over HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
const today = nairobiDate(new Date())
const tomorrow = addDays(today, 1)
const inTwoDays = addDays(today, 2)

/** Open all day, every day, with two meals. */
let everyDay: FactoryKitchen
/** Open on the weekday two days from now only. */
let oneDay: FactoryKitchen
/** Paused until the start of the day after tomorrow: while it holds, it takes no order for any day (record 0061). */
let paused: FactoryKitchen
/** Open every day, but its only meal has no portions tomorrow (the cook's count for the day). */
let soldOutTomorrow: FactoryKitchen

beforeAll(async () => {
  api = await testApi()
  everyDay = await createKitchen(api.db, {
    name: `Every Day Pots ${tag}`,
    cuisines: ['kamba'],
    openingHours: ROUND_THE_CLOCK,
    meals: [
      { name: `Muthokoi ${tag}`, priceKes: 250, art: 'githeri' },
      { name: `Chapati ${tag}`, priceKes: 60, art: 'chapati' },
    ],
  })
  oneDay = await createKitchen(api.db, {
    name: `One Day Grill ${tag}`,
    cuisines: ['swahili-coast'],
    openingHours: { [weekdayOf(inTwoDays)]: ['10:00', '18:00'] },
    meals: [{ name: `Biryani ${tag}`, priceKes: 550, art: 'pilau' }],
  })
  paused = await createKitchen(api.db, {
    name: `Resting Kitchen ${tag}`,
    cuisines: ['kamba'],
    openingHours: ROUND_THE_CLOCK,
    pausedUntil: new Date(`${inTwoDays}T00:00:00+03:00`),
    meals: [{ name: `Mukimo ${tag}`, priceKes: 300, art: 'mukimo' }],
  })
  soldOutTomorrow = await createKitchen(api.db, {
    name: `Busy Kitchen ${tag}`,
    cuisines: ['kikuyu'],
    openingHours: ROUND_THE_CLOCK,
    meals: [{ name: `Githeri ${tag}`, priceKes: 200, art: 'githeri' }],
  })
  // The cook set tomorrow's portions to 0 for one meal of each of these two kitchens.
  const [chapati] = everyDay.meals.filter((m) => m.name.startsWith('Chapati'))
  const [githeri] = soldOutTomorrow.meals
  if (!chapati || !githeri) throw new Error('The factory made no meals')
  await api.db.insert(portionSales).values([
    { itemId: chapati.id, day: tomorrow, portions: 0 },
    { itemId: githeri.id, day: tomorrow, portions: 0 },
  ])
})

const get = (path: string) => apiRequest(api, 'GET', path)

const kitchenNames = async (query: string) => {
  const response = await get(`kitchens?searchKeyword=${tag}&perPage=100&${query}`)
  expect(response.status, query).toBe(200)
  return v
    .parse(KitchenPage, await response.json())
    .items.map((k) => k.name.replace(` ${tag}`, ''))
    .sort()
}

const mealNames = async (query: string) => {
  const response = await get(`meals?searchKeyword=${tag}&perPage=100&${query}`)
  expect(response.status, query).toBe(200)
  return v
    .parse(MealPage, await response.json())
    .items.map((m) => m.name.replace(` ${tag}`, ''))
    .sort()
}

describe('deliveryDay', () => {
  it('keeps the kitchens with a slot that day and a meal with portions that day', async () => {
    expect(await kitchenNames(`deliveryDay=${tomorrow}`)).toEqual(['Every Day Pots'])
    expect(await kitchenNames(`deliveryDay=${inTwoDays}`)).toEqual([
      'Busy Kitchen',
      'Every Day Pots',
      'One Day Grill',
    ])
    // Without the filter, every kitchen of the file, whatever its days.
    expect(await kitchenNames('deliveryDay=')).toHaveLength(4)
  })

  it('keeps the meals with portions left that day, of kitchens delivering that day', async () => {
    expect(await mealNames(`deliveryDay=${tomorrow}`)).toEqual(['Muthokoi'])
    expect(await mealNames(`deliveryDay=${inTwoDays}`)).toEqual(['Biryani', 'Chapati', 'Githeri', 'Muthokoi'])
  })

  it('agrees with the kitchen’s own slots', async () => {
    for (const kitchen of [everyDay, oneDay, paused]) {
      const slots = (await (await get(`kitchens/${kitchen.id}/slots`)).json()) as {
        days: { day: string; windows: unknown[] }[]
      }
      const hasSlots = (day: string) => (slots.days.find((d) => d.day === day)?.windows.length ?? 0) > 0
      for (const day of [tomorrow, inTwoDays]) {
        const listed = (await kitchenNames(`deliveryDay=${day}`)).includes(
          kitchen.name.replace(` ${tag}`, ''),
        )
        expect(listed, `${kitchen.name} on ${day}`).toBe(hasSlots(day))
      }
    }
  })

  it('combines with the other filters, and narrows search too', async () => {
    expect(await kitchenNames(`deliveryDay=${inTwoDays}&cuisine=kamba`)).toEqual(['Every Day Pots'])
    expect(await mealNames(`deliveryDay=${tomorrow}&maxPrice=100`)).toEqual([])
    expect(await mealNames(`deliveryDay=${inTwoDays}&maxPrice=100`)).toEqual(['Chapati'])
    const response = await get(`search?q=${tag}&perPage=100&deliveryDay=${tomorrow}`)
    expect(response.status).toBe(200)
    const found = v.parse(SearchResults, await response.json())
    // Search forgives typos: other files' tags can come close to this one's, so count this file's.
    const mine = [everyDay, oneDay, paused, soldOutTomorrow].map((k) => k.id)
    expect(found.kitchens.items.map((k) => k.id).filter((id) => mine.includes(id))).toEqual([everyDay.id])
  })

  it.each([
    ['yesterday', addDays(today, -1)],
    ['a week ahead, past the slots’ window', addDays(today, 7)],
    ['a day no calendar has', '2026-02-30'],
    ['a word', 'tomorrow'],
  ])('refuses %s with 422 on the field', async (_what, day) => {
    for (const path of [
      `kitchens?deliveryDay=${day}`,
      `meals?deliveryDay=${day}`,
      `search?q=${tag}&deliveryDay=${day}`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(422)
      expect(v.parse(ErrorBody, await response.json()).codes, path).toEqual({
        deliveryDay: ['input.deliveryDay'],
      })
    }
  })

  it('takes every day from today to 6 days ahead', async () => {
    for (let offset = 0; offset < 7; offset++) {
      const response = await get(`kitchens?searchKeyword=${tag}&deliveryDay=${addDays(today, offset)}`)
      expect(response.status, `today + ${offset}`).toBe(200)
    }
  })
})
