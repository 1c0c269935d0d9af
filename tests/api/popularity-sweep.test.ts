import { inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage } from '../../src/contracts/catalogue.responses'
import { catalogueVersion, items, providers } from '../../src/db/schema'
import { keepPopularity } from '../../src/domain/catalogue/popularity-sweep'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { createOrder } from '../fixtures/orders'
import { testApi } from '../setup/test-database'

/**
 * "Most ordered" (sort=popularity) for kitchens and meals: each kitchen's orders and each meal's
 * portions of the last 30 days, not cancelled or left unpaid, kept in their rows by the minute's
 * popularity sweep (decision 0117). Every list asks with this file's tag, so only its kitchens
 * answer on a shared Postgres; each list query is new, so no kept answer serves it.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
let quiet: FactoryKitchen
let busy: FactoryKitchen
let asked = 0

beforeAll(async () => {
  api = await testApi()
  // The quiet kitchen is better rated: with no orders, it comes first.
  quiet = await createKitchen(api.db, {
    name: `Quiet Pots ${tag}`,
    rating: 4.9,
    meals: [{ name: `Githeri ${tag}`, priceKes: 200, dietaryTags: [], allergens: [], art: 'githeri' }],
  })
  busy = await createKitchen(api.db, {
    name: `Busy Pots ${tag}`,
    rating: 4.1,
    meals: [
      { name: `Pilau ${tag}`, priceKes: 400, dietaryTags: [], allergens: [], art: 'pilau' },
      { name: `Chapati ${tag}`, priceKes: 50, dietaryTags: [], allergens: [], art: 'chapati' },
    ],
  })
})

/** The names a list answers most ordered first (a new query each time: no kept answer). */
const byPopularity = async (list: 'kitchens' | 'meals') => {
  asked += 1
  const response = await apiRequest(
    api,
    'GET',
    `${list}?searchKeyword=${tag}&sort=popularity&perPage=10&n=${asked}`,
  )
  expect(response.status).toBe(200)
  const page = v.parse(list === 'kitchens' ? KitchenPage : MealPage, await response.json())
  return page.items.map((entry) => entry.name)
}
const kitchensByPopularity = () => byPopularity('kitchens')
const mealsByPopularity = () => byPopularity('meals')

const kept = async () => ({
  kitchens: await api.db
    .select({ id: providers.id, n: providers.recentOrders })
    .from(providers)
    .where(inArray(providers.id, [quiet.id, busy.id]))
    .orderBy(providers.id),
  meals: await api.db
    .select({ id: items.id, n: items.recentPortions })
    .from(items)
    .where(inArray(items.providerId, [quiet.id, busy.id]))
    .orderBy(items.id),
})

const versionNow = async () => (await api.db.select().from(catalogueVersion))[0]?.version

describe('most ordered first', () => {
  it('lists by rating while nothing was ordered, then the kitchen and meal ordered once the sweep has counted', async () => {
    expect(await kitchensByPopularity()).toEqual([quiet.name, busy.name])
    const order = await createOrder(api, { kitchens: [busy] })
    expect(order.id).toBeGreaterThan(0)
    await keepPopularity(api.db)
    expect(await kitchensByPopularity()).toEqual([busy.name, quiet.name])
    // The order's meal first; the others by id.
    expect((await mealsByPopularity())[0]).toBe(`Pilau ${tag}`)
    const counts = await kept()
    expect(counts.kitchens.find((k) => k.id === busy.id)?.n).toBe(1)
    expect(counts.kitchens.find((k) => k.id === quiet.id)?.n).toBe(0)
    expect(counts.meals.find((m) => m.id === busy.meals[0]?.id)?.n).toBeGreaterThanOrEqual(1)
  })

  it('writes nothing when nothing changed, and announces no new catalogue version', async () => {
    await keepPopularity(api.db)
    const before = await versionNow()
    const again = await keepPopularity(api.db)
    expect(again).toEqual({ kitchens: 0, meals: 0 })
    expect(await versionNow()).toBe(before)
  })

  it('does not count a cancelled order', async () => {
    const other = await createOrder(api, { kitchens: [quiet] })
    const cancelled = await apiRequest(api, 'POST', `orders/${other.id}/cancel`, { token: other.token })
    expect(cancelled.status).toBe(200)
    await keepPopularity(api.db)
    expect((await kept()).kitchens.find((k) => k.id === quiet.id)?.n).toBe(0)
  })

  it('lets orders older than 30 days age out', async () => {
    const in31Days = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)
    const changed = await keepPopularity(api.db, in31Days)
    expect(changed.kitchens).toBeGreaterThanOrEqual(1)
    const counts = await kept()
    expect(counts.kitchens.every((k) => k.n === 0)).toBe(true)
    expect(counts.meals.every((m) => m.n === 0)).toBe(true)
    expect(await kitchensByPopularity()).toEqual([quiet.name, busy.name])
    // Today again: the order counts once more.
    await keepPopularity(api.db)
    expect(await kitchensByPopularity()).toEqual([busy.name, quiet.name])
  })

  it('leaves the same counts when sweeps run at once with orders being placed', async () => {
    const placed = Promise.all([
      createOrder(api, { kitchens: [quiet] }),
      createOrder(api, { kitchens: [quiet] }),
    ])
    await Promise.all([keepPopularity(api.db), keepPopularity(api.db), placed])
    await keepPopularity(api.db)
    expect((await kept()).kitchens.find((k) => k.id === quiet.id)?.n).toBe(2)
    expect(await keepPopularity(api.db)).toEqual({ kitchens: 0, meals: 0 })
  })
})
