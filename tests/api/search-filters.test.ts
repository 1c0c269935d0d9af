import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Kitchen, Meal, MealPage, SearchResults } from '../../src/contracts/catalogue.responses'
import { providers } from '../../src/db/schema'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * Search narrowed by the lists' filters and the map's area (decision 0042: "filters and the
 * map apply to results"), and a paused kitchen's meals saying so wherever a meal is answered
 * (decision 0061). The meals are named with this file's tag, so only its own answer. In-process, over
 * HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
let westlands: FactoryKitchen
let kitengela: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  // Westlands is at -1.2611, 36.8025; Kitengela at -1.4737, 36.9601 (tests/fixtures/catalogue.ts).
  westlands = await createKitchen(api.db, {
    name: `Westlands Pots ${tag}`,
    neighbourhood: 'Westlands',
    rating: 4.8,
    meals: [
      { name: `Pilau ${tag}`, priceKes: 300, dietaryTags: ['halal'], allergens: [] },
      { name: `Chapati ${tag}`, priceKes: 60, dietaryTags: ['vegetarian'], allergens: ['gluten'] },
    ],
  })
  kitengela = await createKitchen(api.db, {
    name: `Kitengela Grill ${tag}`,
    neighbourhood: 'Kitengela',
    rating: 3.9,
    verified: false,
    meals: [{ name: `Nyama Choma ${tag}`, priceKes: 700, dietaryTags: [], allergens: [] }],
  })
})

const search = async (query: string) => {
  const response = await apiRequest(api, 'GET', `search?q=${tag}&perPage=100&${query}`)
  expect(response.status, query).toBe(200)
  const body = v.parse(SearchResults, await response.json())
  // Another file's tag can be a near-typo of ours on a shared Postgres: only our kitchens count.
  const ours = (id: number) => id === westlands.id || id === kitengela.id
  return {
    kitchens: body.kitchens.items
      .map((k) => k.id)
      .filter(ours)
      .sort(),
    meals: body.meals.items
      .filter((m) => ours(m.kitchen.id))
      .map((m) => m.name.replace(` ${tag}`, ''))
      .sort(),
    body,
  }
}

const CENTRAL_NAIROBI = '-1.30,36.75,-1.25,36.85'
const KITENGELA = '-1.50,36.90,-1.45,37.00'

describe('search with a map area (bbox)', () => {
  it('keeps the kitchens inside, and the meals of kitchens inside', async () => {
    const all = await search('')
    expect(all.kitchens).toEqual([westlands.id, kitengela.id].sort())
    expect(all.meals).toEqual(['Chapati', 'Nyama Choma', 'Pilau'])
    expect(await search(`bbox=${CENTRAL_NAIROBI}`)).toMatchObject({
      kitchens: [westlands.id],
      meals: ['Chapati', 'Pilau'],
    })
    expect(await search(`bbox=${KITENGELA}`)).toMatchObject({
      kitchens: [kitengela.id],
      meals: ['Nyama Choma'],
    })
    // Corners in either order, as on the lists; a box off the city finds nothing.
    expect((await search('bbox=-1.25,36.85,-1.30,36.75')).kitchens).toEqual([westlands.id])
    expect(await search('bbox=10,10,11,11')).toMatchObject({ kitchens: [], meals: [] })
  })

  it("answers each meal with its kitchen's pin, for the map", async () => {
    const { body } = await search(`bbox=${KITENGELA}`)
    expect(body.meals.items[0]?.kitchen).toMatchObject({ id: kitengela.id, lat: -1.4737, lng: 36.9601 })
  })

  it.each(['bbox=1,2,3', 'bbox=a,b,c,d', 'minRating=9', 'dietary=paleo', 'openNow=maybe'])(
    '%s is refused with 422 naming the field',
    async (query) => {
      const response = await apiRequest(api, 'GET', `search?q=${tag}&${query}`)
      expect(response.status).toBe(422)
      const field = query.split('=')[0] ?? ''
      // A list's item is named by its place ('dietary.0'), as on the kitchens and meals lists.
      const named = Object.keys(((await response.json()) as { errors: object }).errors)
      expect(named.map((key) => key.split('.')[0])).toEqual([field])
    },
  )
})

describe("search with the lists' filters", () => {
  it('narrows by the kitchen (rating, verified, cuisine) and by the meal (price, dietary, allergens)', async () => {
    expect(await search('minRating=4.5')).toMatchObject({
      kitchens: [westlands.id],
      meals: ['Chapati', 'Pilau'],
    })
    expect(await search('verified=true')).toMatchObject({
      kitchens: [westlands.id],
      meals: ['Chapati', 'Pilau'],
    })
    expect(await search('cuisine=somali')).toMatchObject({ kitchens: [], meals: [] })
    // A kitchen passes a meal filter when one of its meals does; the meals themselves must.
    expect(await search('maxPrice=100')).toMatchObject({ kitchens: [westlands.id], meals: ['Chapati'] })
    expect(await search('minPrice=500')).toMatchObject({ kitchens: [kitengela.id], meals: ['Nyama Choma'] })
    expect(await search('dietary=halal')).toMatchObject({ kitchens: [westlands.id], meals: ['Pilau'] })
    expect(await search('avoid=gluten')).toMatchObject({
      kitchens: [westlands.id, kitengela.id].sort(),
      meals: ['Nyama Choma', 'Pilau'],
    })
    expect(await search(`avoid=gluten&bbox=${CENTRAL_NAIROBI}`)).toMatchObject({ meals: ['Pilau'] })
  })

  it('keeps its own order (the match): a sort is not one of its fields and changes nothing', async () => {
    const ids = (found: Awaited<ReturnType<typeof search>>) => found.body.meals.items.map((m) => m.id)
    expect(ids(await search(`sort=price&bbox=${CENTRAL_NAIROBI}`))).toEqual(
      ids(await search(`bbox=${CENTRAL_NAIROBI}`)),
    )
  })

  it('takes open now: a paused kitchen is not open', async () => {
    await api.db
      .update(providers)
      .set({ pausedUntil: new Date(Date.now() + 30 * 60_000) })
      .where(eq(providers.id, kitengela.id))
    try {
      expect(await search('openNow=true')).toMatchObject({
        kitchens: [westlands.id],
        meals: ['Chapati', 'Pilau'],
      })
    } finally {
      await api.db.update(providers).set({ pausedUntil: null }).where(eq(providers.id, kitengela.id))
    }
  })
})

describe("a paused kitchen's meals", () => {
  it('say until when, in the meals list, a meal, search and the kitchen; and null once it resumes', async () => {
    const until = new Date(Date.now() + 60 * 60_000)
    const meal = kitengela.meals[0]
    if (!meal) throw new Error('No meal')
    const answers = async () => {
      const list = v.parse(
        MealPage,
        await (await apiRequest(api, 'GET', `meals?kitchenId=${kitengela.id}`)).json(),
      )
      const one = v.parse(Meal, await (await apiRequest(api, 'GET', `meals/${meal.id}`)).json())
      const found = (await search(`bbox=${KITENGELA}`)).body.meals.items.filter(
        (m) => m.kitchen.id === kitengela.id,
      )
      const kitchen = v.parse(
        Kitchen,
        await (await apiRequest(api, 'GET', `kitchens/${kitengela.id}`)).json(),
      )
      return [list.items[0], one, found[0], kitchen.meals[0]].map((m) => m?.kitchen.pausedUntil)
    }
    expect(await answers()).toEqual([null, null, null, null])
    await api.db.update(providers).set({ pausedUntil: until }).where(eq(providers.id, kitengela.id))
    expect(await answers()).toEqual(Array(4).fill(until.toISOString()))
    // A pause that has run out is no pause: the meal can be ordered again.
    await api.db
      .update(providers)
      .set({ pausedUntil: new Date(Date.now() - 60_000) })
      .where(eq(providers.id, kitengela.id))
    expect(await answers()).toEqual([null, null, null, null])
    await api.db.update(providers).set({ pausedUntil: null }).where(eq(providers.id, kitengela.id))
  })
})
