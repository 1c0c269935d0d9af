import { inArray } from 'drizzle-orm'
import pg from 'pg'
import * as v from 'valibot'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { KitchenPage } from '../../src/contracts/catalogue.responses'
import { items } from '../../src/db/schema'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { addMeal, mealFields } from '../fixtures/menu'
import { testApi } from '../setup/test-database'

/**
 * The kitchens list's "price" order reads each kitchen's cheapest available meal kept in its row
 * by triggers on items (decision record 0105, migration 0031): it must follow every change a cook
 * makes, also two made at once. Runs on PGlite and on Postgres (DATABASE_URL), in-process and
 * over HTTP (API_TRANSPORT=http); the file's tag keeps its kitchens apart on a shared database.
 * The lock order is tried on Postgres only: PGlite's one session has no second to wait on.
 */
const databaseUrl = inject('databaseUrl')
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
let dearer: FactoryKitchen
let cheaper: FactoryKitchen
let cook: { token: string }

beforeAll(async () => {
  api = await testApi()
  dearer = await createKitchen(api.db, {
    name: `Dearer Pots ${tag}`,
    rating: 4.9,
    meals: [
      { name: 'Pilau', priceKes: 300, dietaryTags: [], allergens: [], art: 'pilau' },
      { name: 'Chapati', priceKes: 200, dietaryTags: [], allergens: ['gluten'], art: 'chapati' },
    ],
  })
  cheaper = await createKitchen(api.db, {
    name: `Cheaper Pots ${tag}`,
    rating: 4.0,
    meals: [{ name: 'Githeri', priceKes: 150, dietaryTags: [], allergens: [], art: 'githeri' }],
  })
  cook = await kitchenAccount(api, dearer.id, '+254711000666')
})

const byPrice = async () => {
  const response = await apiRequest(api, 'GET', `kitchens?searchKeyword=${tag}&sort=price&perPage=10`)
  expect(response.status).toBe(200)
  return v.parse(KitchenPage, await response.json()).items.map((k) => k.id)
}
const change = (id: number, overrides: Record<string, unknown>) =>
  apiRequest(api, 'PUT', `kitchen/meals/${id}`, { token: cook.token, body: mealFields(overrides) })

describe("the kitchens list's price order", () => {
  it('follows a meal added, hidden, made dearer and removed', async () => {
    expect(await byPrice()).toEqual([cheaper.id, dearer.id])
    const uji = await addMeal(api, cook.token, { name: `Uji ${tag}`, priceKes: 90 })
    expect(await byPrice()).toEqual([dearer.id, cheaper.id])
    expect((await change(uji.id, { name: uji.name, priceKes: 90, available: false })).status).toBe(200)
    expect(await byPrice()).toEqual([cheaper.id, dearer.id])
    expect((await change(uji.id, { name: uji.name, priceKes: 90, available: true })).status).toBe(200)
    expect(await byPrice()).toEqual([dearer.id, cheaper.id])
    expect((await change(uji.id, { name: uji.name, priceKes: 400 })).status).toBe(200)
    expect(await byPrice()).toEqual([cheaper.id, dearer.id])
    expect((await apiRequest(api, 'DELETE', `kitchen/meals/${uji.id}`, { token: cook.token })).status).toBe(
      200,
    )
    expect(await byPrice()).toEqual([cheaper.id, dearer.id])
  })

  it.skipIf(!databaseUrl)(
    "locks a kitchen's row before the catalogue version, as a pause does, so the two never deadlock",
    async () => {
      const [pilau] = dearer.meals
      if (!pilau) throw new Error('No factory meal')
      // A pause in the order it takes its locks: the kitchen's row, then (its trigger) the version.
      const pause = new pg.Client({ connectionString: databaseUrl })
      await pause.connect()
      try {
        await pause.query('begin')
        await pause.query('select 1 from providers where id = $1 for update', [dearer.id])
        const changed = change(pilau.id, { name: pilau.name, priceKes: 310 })
        await new Promise((resolve) => setTimeout(resolve, 500))
        // Had the price change taken the version first, this would wait on it, and Postgres would
        // end one of the two as a deadlock.
        await pause.query('update catalogue_version set version = version + 1 where id = 1')
        await pause.query('commit')
        expect((await changed).status).toBe(200)
      } finally {
        await pause.end()
      }
    },
  )

  it('takes two meals written to one kitchen at once, the cheaper one setting its price', async () => {
    // Each new meal's foreign key holds its kitchen's row in KEY SHARE: a trigger locking that row
    // FOR UPDATE waited on the other's, and Postgres ended one of the two as a deadlock.
    const meal = (name: string, priceKes: number) =>
      api.db
        .insert(items)
        .values({
          service: 'food',
          kind: 'meal',
          providerId: dearer.id,
          name: `${name} ${tag}`,
          slug: `${name.toLowerCase()}-${tag}`,
          description: 'Fresh this morning.',
          priceKes,
          category: 'snack',
          dietaryTags: [],
          allergens: [],
          dailyPortions: 20,
          available: true,
          image: '/art/mandazi.svg',
        })
        .returning({ id: items.id })
    const added = await Promise.all([meal('Mandazi', 60), meal('Chai', 70)])
    expect(await byPrice()).toEqual([dearer.id, cheaper.id])
    await api.db.delete(items).where(
      inArray(
        items.id,
        added.flat().map((row) => row.id),
      ),
    )
    expect(await byPrice()).toEqual([cheaper.id, dearer.id])
  })

  it('keeps the true cheapest when two meals of one kitchen change price at once', async () => {
    const [pilau, chapati] = dearer.meals
    if (!pilau || !chapati) throw new Error('No factory meals')
    for (const [first, second] of [
      [100, 500],
      [500, 120],
      [160, 140],
      [300, 200],
    ] as const) {
      const answers = await Promise.all([
        change(pilau.id, { name: pilau.name, priceKes: first }),
        change(chapati.id, { name: chapati.name, priceKes: second }),
      ])
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      const cheapest = Math.min(first, second)
      expect(await byPrice(), `${first} and ${second}`).toEqual(
        cheapest < 150 ? [dearer.id, cheaper.id] : [cheaper.id, dearer.id],
      )
    }
  })
})
