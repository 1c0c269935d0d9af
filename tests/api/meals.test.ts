import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Meal, MealPage } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
/** More meals than one page of 20, in several kitchens. */
let kitchens: FactoryKitchen[]
beforeAll(async () => {
  api = await testApi()
  kitchens = []
  for (let i = 0; i < 7; i += 1) kitchens.push(await createKitchen(api.db))
})

const get = (path: string) => apiRequest(api, 'GET', path)

describe('GET /api/meals', () => {
  it('answers a page of meals with their kitchen', async () => {
    const response = await get('meals?perPage=20')
    expect(response.status).toBe(200)
    const body = v.parse(MealPage, await response.json())
    expect(body.items).toHaveLength(20)
    expect(body.total).toBeGreaterThanOrEqual(kitchens.flatMap((k) => k.meals).length)
    for (const meal of body.items) {
      expect(meal.priceKes).toBeGreaterThan(0)
      expect(meal.image).toMatch(/^\/art\/dishes\/[a-z-]+\.svg$/)
    }
  })

  it('filters by kitchen', async () => {
    const kitchen = kitchens[1]
    const body = v.parse(MealPage, await (await get(`meals?kitchenId=${kitchen?.id}&perPage=100`)).json())
    expect(body.items.length).toBeGreaterThan(0)
    expect(new Set(body.items.map((m) => m.kitchen.id))).toEqual(new Set([kitchen?.id]))
    expect(body.items.map((m) => m.id).sort()).toEqual(kitchen?.meals.map((m) => m.id).sort())
  })

  it('refuses a non-numeric perPage with 422', async () => {
    const response = await get('meals?perPage=lots')
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.perPage).toBeDefined()
  })
})

describe('GET /api/meals/{id}', () => {
  it('answers one meal', async () => {
    const made = kitchens[0]?.meals[0]
    const response = await get(`meals/${made?.id}`)
    expect(response.status).toBe(200)
    const meal = v.parse(Meal, await response.json())
    expect(meal).toMatchObject({
      id: made?.id,
      name: made?.name,
      priceKes: made?.priceKes,
      kitchen: { id: kitchens[0]?.id },
    })
  })

  it('answers 404 for an unknown meal', async () => {
    const response = await get('meals/424242')
    expect(response.status).toBe(404)
    expect(v.parse(ErrorBody, await response.json()).errors.id).toBeDefined()
  })
})

describe('GET /api/meals/{id}/related', () => {
  it("suggests up to four other meals, the same kitchen's first, never the meal itself", async () => {
    const kitchen = kitchens[2]
    const meal = kitchen?.meals[0]
    if (!kitchen || !meal) throw new Error('No factory meal')
    const response = await get(`meals/${meal.id}/related`)
    expect(response.status).toBe(200)
    const related = v.parse(v.array(Meal), await response.json())
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(4)
    expect(related.map((m) => m.id)).not.toContain(meal.id)
    const ownOthers = kitchen.meals.filter((m) => m.id !== meal.id).length
    // Its own kitchen's other meals come first, then other kitchens' (the factory's share a cuisine).
    const firstOwn = related.slice(0, Math.min(ownOthers, 4))
    expect(firstOwn.every((m) => m.kitchen.id === kitchen.id)).toBe(true)
  })

  it('answers 404 for a meal that does not exist, with the error envelope', async () => {
    const response = await get('meals/99999999/related')
    expect(response.status).toBe(404)
    expect(v.parse(ErrorBody, await response.json()).code).toBe('catalog.mealNotFound')
  })
})
