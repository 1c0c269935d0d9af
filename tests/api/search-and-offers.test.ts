import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage, OfferPage } from '../../src/api/schemas/catalog'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const get = async <S extends v.GenericSchema>(schema: S, path: string) => {
  const response = await api.app.request(path)
  expect(response.status).toBe(200)
  return v.parse(schema, await response.json())
}

describe('searchKeyword', () => {
  it('finds meals by name, case-insensitively, and only those', async () => {
    const found = await get(MealPage, '/api/meals?searchKeyword=CHAPATI&perPage=100')
    expect(found.total).toBeGreaterThan(0)
    for (const meal of found.items) {
      expect(`${meal.name} ${meal.description} ${meal.kitchen.name}`.toLowerCase()).toContain('chapati')
    }
    const all = await get(MealPage, '/api/meals?perPage=1')
    expect(found.total).toBeLessThan(all.total)
  })

  it('finds kitchens by neighbourhood and by cuisine', async () => {
    const all = await get(KitchenPage, '/api/kitchens?perPage=100')
    const area = all.items[0]?.neighbourhood ?? ''
    const byArea = await get(
      KitchenPage,
      `/api/kitchens?perPage=100&searchKeyword=${encodeURIComponent(area)}`,
    )
    expect(byArea.items.map((k) => k.id)).toContain(all.items[0]?.id)
    const cuisine = all.items[0]?.cuisines[0] ?? ''
    const byCuisine = await get(KitchenPage, `/api/kitchens?perPage=100&searchKeyword=${cuisine}`)
    expect(byCuisine.items.map((k) => k.id)).toContain(all.items[0]?.id)
    expect(byCuisine.total).toBeLessThan(all.total)
  })

  it('finds meals by a dietary tag, even when no name or description says it', async () => {
    for (const tag of ['vegetarian', 'halal', 'vegan'] as const) {
      const tagged = (await get(MealPage, '/api/meals?perPage=100')).items.filter((meal) =>
        meal.dietaryTags.includes(tag),
      )
      const found = await get(MealPage, `/api/meals?perPage=100&searchKeyword=${tag}`)
      expect(tagged.length, tag).toBeGreaterThan(0)
      expect(found.items.map((meal) => meal.id)).toEqual(
        expect.arrayContaining(tagged.map((meal) => meal.id)),
      )
    }
  })

  it('takes % and _ literally instead of matching everything', async () => {
    expect((await get(MealPage, '/api/meals?searchKeyword=%25')).total).toBe(0)
    expect((await get(KitchenPage, '/api/kitchens?searchKeyword=_')).total).toBe(0)
  })

  it('refuses a keyword over 100 characters with 422', async () => {
    expect((await api.app.request(`/api/meals?searchKeyword=${'a'.repeat(101)}`)).status).toBe(422)
  })
})

describe('GET /api/offers', () => {
  it('lists only offers running now, ending soonest first, with whole-shilling offer prices', async () => {
    const page = await get(OfferPage, '/api/offers?perPage=100')
    expect(page.total).toBeGreaterThan(0)
    const ends = page.items.map((o) => Date.parse(o.endsAt))
    expect(ends).toEqual([...ends].sort((a, b) => a - b))
    expect(ends.every((end) => end > Date.now())).toBe(true)
    for (const offer of page.items) {
      if (offer.meal) {
        expect(offer.meal.offerPriceKes).toBe(
          Math.round((offer.meal.priceKes * (100 - offer.percentOff)) / 100),
        )
        expect(Number.isInteger(offer.meal.offerPriceKes)).toBe(true)
      }
    }
  })

  it('answers no offers when food is switched off', async () => {
    const grocery = await testApi({ services: ['grocery'] })
    const response = await grocery.app.request('/api/offers')
    expect(v.parse(OfferPage, await response.json()).total).toBe(0)
  })
})
