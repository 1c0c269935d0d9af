import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage } from '../../src/contracts/catalogue.responses'
import { keepPopularity } from '../../src/domain/catalogue/popularity-sweep'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { createOrder } from '../fixtures/orders'
import { testApi } from '../setup/test-database'

/**
 * Filters and sorts of /api/kitchens and /api/meals (SPEC §1). Every request also carries this
 * file's tag as searchKeyword, so only its own kitchens answer, also on a shared Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
let kamba: FactoryKitchen
let coast: FactoryKitchen
let closed: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  kamba = await createKitchen(api.db, {
    name: `Kamba Pots ${tag}`,
    cuisines: ['kamba'],
    rating: 4.8,
    verified: true,
    deliveryFeeKes: 150,
    meals: [
      { name: 'Muthokoi', priceKes: 250, dietaryTags: ['vegan', 'halal'], allergens: [], art: 'githeri' },
      { name: 'Chapati', priceKes: 60, dietaryTags: ['vegetarian'], allergens: ['gluten'], art: 'chapati' },
    ],
  })
  coast = await createKitchen(api.db, {
    name: `Coast Kitchen ${tag}`,
    cuisines: ['swahili-coast'],
    rating: 4.2,
    verified: false,
    deliveryFeeKes: 80,
    meals: [
      { name: 'Biryani', priceKes: 550, dietaryTags: ['halal'], allergens: ['milk'], art: 'pilau' },
      { name: 'Mahamri', priceKes: 120, dietaryTags: ['vegetarian'], allergens: ['gluten'], art: 'mandazi' },
    ],
  })
  // Closed every day: no opening hours.
  closed = await createKitchen(api.db, {
    name: `Night Kitchen ${tag}`,
    cuisines: ['kikuyu'],
    rating: 3.9,
    verified: false,
    deliveryFeeKes: 200,
    openingHours: {},
    meals: [{ name: 'Mukimo', priceKes: 300, dietaryTags: ['vegetarian'], allergens: [], art: 'mukimo' }],
  })
})

const kitchens = async (query: string) => {
  const response = await apiRequest(api, 'GET', `kitchens?searchKeyword=${tag}&perPage=100&${query}`)
  expect(response.status, query).toBe(200)
  return v.parse(KitchenPage, await response.json()).items.map((k) => k.id)
}

/** The meals of this file's kitchens (their names do not hold the tag: filter by kitchen id). */
const meals = async (query: string) => {
  const ids: string[] = []
  for (const kitchen of [kamba, coast, closed]) {
    const response = await apiRequest(api, 'GET', `meals?kitchenId=${kitchen.id}&perPage=100&${query}`)
    expect(response.status, query).toBe(200)
    ids.push(...v.parse(MealPage, await response.json()).items.map((m) => m.name))
  }
  return ids.sort()
}

describe('filters', () => {
  it('cuisine', async () => {
    expect(await kitchens('cuisine=kamba')).toEqual([kamba.id])
    expect(await meals('cuisine=swahili-coast')).toEqual(['Biryani', 'Mahamri'])
  })

  it('dietary tags: a meal carries all of them, a kitchen has such a meal', async () => {
    expect(await meals('dietary=halal')).toEqual(['Biryani', 'Muthokoi'])
    expect(await meals('dietary=halal&dietary=vegan')).toEqual(['Muthokoi'])
    expect(await meals('dietary=halal,vegan')).toEqual(['Muthokoi'])
    expect(await kitchens('dietary=vegan')).toEqual([kamba.id])
  })

  it('allergens to avoid', async () => {
    expect(await meals('avoid=gluten')).toEqual(['Biryani', 'Mukimo', 'Muthokoi'])
    expect(await meals('avoid=gluten,milk')).toEqual(['Mukimo', 'Muthokoi'])
    // The coast kitchen has nothing without gluten or milk.
    expect((await kitchens('avoid=gluten,milk')).sort()).toEqual([kamba.id, closed.id].sort())
  })

  it('open now', async () => {
    const open = await kitchens('openNow=true')
    expect(open.sort()).toEqual([kamba.id, coast.id].sort())
    expect(await meals('openNow=true')).not.toContain('Mukimo')
    expect(await kitchens('openNow=false')).toHaveLength(3)
  })

  it('rating at least, verified only', async () => {
    expect((await kitchens('minRating=4')).sort()).toEqual([kamba.id, coast.id].sort())
    expect(await kitchens('minRating=4.5')).toEqual([kamba.id])
    expect(await kitchens('verified=true')).toEqual([kamba.id])
    expect(await meals('verified=true')).toEqual(['Chapati', 'Muthokoi'])
  })

  it('price range', async () => {
    expect(await meals('minPrice=100&maxPrice=300')).toEqual(['Mahamri', 'Mukimo', 'Muthokoi'])
    expect(await meals('maxPrice=60')).toEqual(['Chapati'])
    expect(await kitchens('minPrice=500')).toEqual([coast.id])
  })

  it('combined, and blank values are no filter (a GET form sends every field)', async () => {
    expect(await kitchens('cuisine=&dietary=&minRating=&sort=&verified=')).toHaveLength(3)
    expect(await meals('cuisine=kamba&avoid=gluten&maxPrice=300&verified=true')).toEqual(['Muthokoi'])
  })
})

describe('sorts', () => {
  it('rating (the default for kitchens), delivery fee, newest', async () => {
    expect(await kitchens('')).toEqual([kamba.id, coast.id, closed.id])
    expect(await kitchens('sort=rating')).toEqual([kamba.id, coast.id, closed.id])
    expect(await kitchens('sort=deliveryFee')).toEqual([coast.id, kamba.id, closed.id])
    expect(await kitchens('sort=newest')).toEqual([closed.id, coast.id, kamba.id])
  })

  it('price: cheapest meal first; kitchens by their cheapest meal', async () => {
    const response = await apiRequest(api, 'GET', `meals?kitchenId=${coast.id}&sort=price`)
    expect(v.parse(MealPage, await response.json()).items.map((m) => m.priceKes)).toEqual([120, 550])
    expect(await kitchens('sort=price')).toEqual([kamba.id, coast.id, closed.id])
  })

  it('popularity: orders of the last 30 days, as the popularity sweep counted them', async () => {
    await createOrder(api, { kitchens: [coast] })
    await keepPopularity(api.db)
    expect((await kitchens('sort=popularity'))[0]).toBe(coast.id)
  })
})

describe('bad params', () => {
  it.each([
    ['cuisine=martian', 'cuisine'],
    ['dietary=carnivore', 'dietary'],
    ['avoid=vegetables', 'avoid'],
    ['openNow=yes', 'openNow'],
    ['minRating=6', 'minRating'],
    ['minRating=abc', 'minRating'],
    ['minPrice=-5', 'minPrice'],
    ['sort=distance', 'sort'],
  ])('%s is refused with 422 naming %s', async (query, field) => {
    for (const list of ['kitchens', 'meals']) {
      const response = await apiRequest(api, 'GET', `${list}?${query}`)
      expect(response.status, `${list}?${query}`).toBe(422)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      // A list names the bad entry: dietary.0
      expect(Object.keys(body.errors).map((key) => key.split('.')[0])).toContain(field)
    }
  })
})
