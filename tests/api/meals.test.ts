import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Meal, MealPage } from '../../src/api/schemas/catalog'
import { ErrorBody } from '../../src/api/schemas/common'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

describe('GET /api/meals', () => {
  it('answers a page of meals with their kitchen', async () => {
    const response = await api.app.request('/api/meals?perPage=20')
    expect(response.status).toBe(200)
    const body = v.parse(MealPage, await response.json())
    expect(body.items).toHaveLength(20)
    expect(body.total).toBeGreaterThanOrEqual(250)
    for (const meal of body.items) {
      expect(meal.priceKes).toBeGreaterThan(0)
      expect(meal.image).toMatch(/^\/art\/dishes\/[a-z-]+\.svg$/)
    }
  })

  it('filters by kitchen', async () => {
    const body = v.parse(MealPage, await (await api.app.request('/api/meals?kitchenId=2&perPage=100')).json())
    expect(body.items.length).toBeGreaterThan(0)
    expect(new Set(body.items.map((m) => m.kitchen.id))).toEqual(new Set([2]))
  })

  it('refuses a non-numeric perPage with 422', async () => {
    const response = await api.app.request('/api/meals?perPage=lots')
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.perPage).toBeDefined()
  })
})

describe('GET /api/meals/{id}', () => {
  it('answers one meal', async () => {
    const response = await api.app.request('/api/meals/1')
    expect(response.status).toBe(200)
    const meal = v.parse(Meal, await response.json())
    expect(meal.id).toBe(1)
  })

  it('answers 404 for an unknown meal', async () => {
    const response = await api.app.request('/api/meals/424242')
    expect(response.status).toBe(404)
    expect(v.parse(ErrorBody, await response.json()).errors.id).toBeDefined()
  })
})
