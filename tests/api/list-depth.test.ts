import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { MealPage, SearchResults } from '../../src/contracts/catalogue.responses'
import { items } from '../../src/db/schema'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * How far a catalogue list counts and pages (decision 0105): the count looks 100 results past
 * the page and stops, in whole hundreds ("More than 200 meals"), saying so with `totalCapped`;
 * the pages reach the first 1,000 results. A client that pages on while `page < pageCount` still
 * walks every result up to that depth. Search ranks and counts its first 200 matches. One kitchen of this file holds 1,050 meals named with its
 * tag, so only they answer. In-process and over HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
const MEALS = 1_050
let kitchen: FactoryKitchen

beforeAll(async () => {
  api = await testApi()
  kitchen = await createKitchen(api.db, { name: `Deep Pots ${tag}`, meals: [] })
  // One statement: the factory's meal-at-a-time insert would take a minute for these.
  await api.db.insert(items).values(
    Array.from({ length: MEALS }, (_, n) => ({
      service: 'food' as const,
      kind: 'meal' as const,
      providerId: kitchen.id,
      name: `Ugali ${tag} ${n}`,
      slug: `ugali-${tag}-${n}`,
      description: 'Maize meal, firm and hot.',
      priceKes: 100 + (n % 50),
      category: 'main' as const,
      dietaryTags: [],
      allergens: [],
      dailyPortions: 30,
      available: true,
      image: '/art/ugali.svg',
    })),
  )
}, 60_000)

async function mealsPage(query: string) {
  const response = await apiRequest(api, 'GET', `meals?searchKeyword=${tag}&${query}`)
  expect(response.status).toBe(200)
  return v.parse(MealPage, await response.json())
}

describe('a catalogue list past its count', () => {
  it('counts to a hundred past the page, in whole hundreds, and says the count stopped', async () => {
    const first = await mealsPage('perPage=10&page=1')
    expect(first.items).toHaveLength(10)
    expect(first).toMatchObject({ total: 200, totalCapped: true, pageCount: 20 })
    const later = await mealsPage('perPage=10&page=30')
    // The 291st to 300th: the count looks on to the 400th.
    expect(later.items).toHaveLength(10)
    expect(later).toMatchObject({ total: 400, totalCapped: true, pageCount: 40 })
  })

  it('pages on while page < pageCount through every result to the depth, each once', async () => {
    const seen: number[] = []
    let last: v.InferOutput<typeof MealPage> | undefined
    for (let page = 1; page <= 20; page += 1) {
      last = await mealsPage(`perPage=50&page=${page}`)
      seen.push(...last.items.map((meal) => meal.id))
      if (page >= last.pageCount) break
    }
    expect(seen).toHaveLength(1_000)
    expect(new Set(seen).size).toBe(1_000)
    // The twentieth page of 50 ends at the depth: more match, but no page reaches them.
    expect(last).toMatchObject({ page: 20, total: 1_000, totalCapped: true, pageCount: 20 })
    const past = await mealsPage('perPage=50&page=21')
    expect(past.items).toEqual([])
  })

  it('counts exactly when the list ends before the count stops', async () => {
    const response = await apiRequest(
      api,
      'GET',
      `meals?searchKeyword=${encodeURIComponent(`${tag} 1049`)}&perPage=5`,
    )
    const page = v.parse(MealPage, await response.json())
    // "Ugali <tag> 1049" and nothing else: no other name holds the phrase.
    expect(page).toMatchObject({ total: 1, totalCapped: false, pageCount: 1 })
  })

  it('search ranks a bounded set of candidates, the words before their typos, and counts as the lists do', async () => {
    const response = await apiRequest(api, 'GET', `search?q=${tag}&perPage=12`)
    expect(response.status).toBe(200)
    const { kitchens, meals } = v.parse(SearchResults, await response.json())
    expect(meals.items).toHaveLength(12)
    expect(meals).toMatchObject({ total: 200, totalCapped: true })
    // Other files' tags read alike (a typo of this one): they may follow, never come first.
    expect(new Set(meals.items.map((meal) => meal.kitchen.id))).toEqual(new Set([kitchen.id]))
    expect(kitchens.items[0]?.id).toBe(kitchen.id)
  })

  it('search pages through its first 200 matches, each once, and no further', async () => {
    const page = async (n: number) => {
      const response = await apiRequest(api, 'GET', `search?q=${tag}&perPage=50&page=${n}`)
      expect(response.status).toBe(200)
      return v.parse(SearchResults, await response.json()).meals
    }
    const seen: number[] = []
    for (let n = 1; n <= 4; n += 1) {
      const meals = await page(n)
      expect(meals).toMatchObject({ total: 200, totalCapped: true, pageCount: 4 })
      seen.push(...meals.items.map((meal) => meal.id))
    }
    expect(new Set(seen).size).toBe(200)
    // Past the depth: no items, and the count the pages before it gave.
    expect(await page(5)).toMatchObject({ items: [], total: 200, totalCapped: true })
  })

  it('search gives a page past its last the count of the first', async () => {
    const page = async (n: number) => {
      const q = encodeURIComponent(`Deep Pots ${tag}`)
      const response = await apiRequest(api, 'GET', `search?q=${q}&perPage=5&page=${n}`)
      return v.parse(SearchResults, await response.json()).kitchens
    }
    const first = await page(1)
    expect(first.items[0]?.id).toBe(kitchen.id)
    const past = await page(first.pageCount + 1)
    expect(past.items).toEqual([])
    expect(past).toMatchObject({
      total: first.total,
      totalCapped: first.totalCapped,
      pageCount: first.pageCount,
    })
  })
})
