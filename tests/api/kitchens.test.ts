import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Kitchen, KitchenPage } from '../../src/api/schemas/catalog'
import { ErrorBody } from '../../src/api/schemas/common'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

describe('GET /api/kitchens', () => {
  it('answers the first page of seeded kitchens, best rated first, with the default page size', async () => {
    const response = await api.app.request('/api/kitchens')
    expect(response.status).toBe(200)
    const body = v.parse(KitchenPage, await response.json())
    expect(body.page).toBe(1)
    expect(body.perPage).toBe(15)
    expect(body.items).toHaveLength(15)
    expect(body.total).toBeGreaterThanOrEqual(30)
    expect(body.pageCount).toBe(Math.ceil(body.total / 15))
    const ratings = body.items.map((k) => k.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('pages through every kitchen exactly once', async () => {
    const first = v.parse(KitchenPage, await (await api.app.request('/api/kitchens?perPage=100')).json())
    const ids: number[] = []
    for (let page = 1; page <= Math.ceil(first.total / 7); page++) {
      const body = v.parse(
        KitchenPage,
        await (await api.app.request(`/api/kitchens?page=${page}&perPage=7`)).json(),
      )
      ids.push(...body.items.map((k) => k.id))
    }
    expect(ids).toHaveLength(first.total)
    expect(new Set(ids).size).toBe(first.total)
  })

  it('answers an empty page past the end rather than an error', async () => {
    const body = v.parse(KitchenPage, await (await api.app.request('/api/kitchens?page=999')).json())
    expect(body.items).toEqual([])
  })

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['perPage=101', 'perPage'],
    ['perPage=', 'perPage'],
    ['page=99999999999999999999', 'page'],
  ])('refuses %s with 422 and an error on the field', async (query, field) => {
    const response = await api.app.request(`/api/kitchens?${query}`)
    expect(response.status).toBe(422)
    const body = v.parse(ErrorBody, await response.json())
    expect(body.errors[field]?.length).toBeGreaterThan(0)
  })

  it('answers nothing when the food service is switched off', async () => {
    const offApi = await testApi({ services: ['grocery'] })
    const body = v.parse(KitchenPage, await (await offApi.app.request('/api/kitchens')).json())
    expect(body.total).toBe(0)
    expect((await offApi.app.request('/api/kitchens/1')).status).toBe(404)
  })
})

describe('GET /api/kitchens/{id}', () => {
  it('answers the kitchen with its story, hours and meals', async () => {
    const list = v.parse(KitchenPage, await (await api.app.request('/api/kitchens?perPage=1')).json())
    const summary = list.items[0]
    expect(summary).toBeDefined()
    const response = await api.app.request(`/api/kitchens/${summary?.id}`)
    expect(response.status).toBe(200)
    const kitchen = v.parse(Kitchen, await response.json())
    expect(kitchen.name).toBe(summary?.name)
    expect(kitchen.story.length).toBeGreaterThan(40)
    expect(kitchen.meals.length).toBeGreaterThanOrEqual(5)
    for (const meal of kitchen.meals) {
      expect(meal.kitchen.id).toBe(kitchen.id)
      expect(Number.isInteger(meal.priceKes)).toBe(true)
    }
  })

  it('answers 404 with an error on id for an unknown kitchen', async () => {
    const response = await api.app.request('/api/kitchens/987654')
    expect(response.status).toBe(404)
    const body = v.parse(ErrorBody, await response.json())
    expect(body.message).toBe('Kitchen not found')
    expect(body.errors.id).toBeDefined()
  })

  it('answers 422 for an id that is not a number', async () => {
    const response = await api.app.request('/api/kitchens/mama-njeri')
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.id).toBeDefined()
  })
})
