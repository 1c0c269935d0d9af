import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Kitchen, KitchenPage } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { DAYS, type Day } from '../../src/lib/catalogue-lists'
import { nairobiClock } from '../../src/lib/opening-hours'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, DEFAULT_MENU, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
/** This file's kitchens: more than one page of 15, with ties in rating; their names share `tag`. */
let made: FactoryKitchen[]
const tag = uniqueTag()
const RATINGS = [
  4.9, 4.2, 4.2, 3.8, 5, 4.6, 4.2, 3.5, 4.7, 4.4, 4.4, 3.9, 4.8, 4.1, 4.5, 4.0, 4.6, 3.6, 4.3, 4.2,
]

beforeAll(async () => {
  api = await testApi()
  made = []
  for (const [i, rating] of RATINGS.entries())
    made.push(await createKitchen(api.db, { name: `Jiko ${i + 1} ${tag}`, rating }))
})

const get = (path: string) => apiRequest(api, 'GET', path)
const pageOf = async (path: string) => v.parse(KitchenPage, await (await get(path)).json())

describe('GET /api/kitchens', () => {
  it('answers the first page of kitchens, best rated first, with the default page size', async () => {
    const response = await get('kitchens')
    expect(response.status).toBe(200)
    const body = v.parse(KitchenPage, await response.json())
    expect(body.page).toBe(1)
    expect(body.perPage).toBe(15)
    expect(body.items).toHaveLength(15)
    expect(body.total).toBeGreaterThanOrEqual(made.length)
    expect(body.pageCount).toBe(Math.ceil(body.total / 15))
    const ratings = body.items.map((k) => k.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  })

  it('pages through every kitchen exactly once, best rated first and by id within a rating', async () => {
    // This file's kitchens only: on a Postgres shared by every test file, other files add
    // kitchens while this one pages, which would move the pages under it.
    const listing = `kitchens?searchKeyword=${tag}`
    const first = await pageOf(`${listing}&perPage=100`)
    expect(first.total).toBe(made.length)
    const ids: number[] = []
    for (let page = 1; page <= Math.ceil(first.total / 7); page++) {
      const body = await pageOf(`${listing}&page=${page}&perPage=7`)
      ids.push(...body.items.map((k) => k.id))
    }
    expect(ids).toHaveLength(first.total)
    expect(new Set(ids).size).toBe(first.total)
    const expected = [...made].sort((a, b) => b.rating - a.rating || a.id - b.id).map((k) => k.id)
    expect(ids).toEqual(expected)
  })

  it('answers an empty page past the end rather than an error', async () => {
    const body = await pageOf('kitchens?page=999')
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
    const response = await get(`kitchens?${query}`)
    expect(response.status).toBe(422)
    const body = v.parse(ErrorBody, await response.json())
    expect(body.errors[field]?.length).toBeGreaterThan(0)
  })

  it('answers 404 service.off for a switched-off service, and no kitchen of it by id', async () => {
    const offApi = await testApi({ services: ['grocery'] })
    const list = await apiRequest(offApi, 'GET', 'kitchens')
    expect(list.status).toBe(404)
    expect(v.parse(ErrorBody, await list.json()).code).toBe('service.off')
    expect((await apiRequest(offApi, 'GET', `kitchens/${made[0]?.id}`)).status).toBe(404)
  })
})

describe('GET /api/kitchens/{id}', () => {
  it('answers the kitchen with its story, hours and meals', async () => {
    const menu = DEFAULT_MENU.concat([
      { name: 'Mukimo', priceKes: 220, category: 'main', dietaryTags: ['vegetarian'], art: 'mukimo' },
      {
        name: 'Chai',
        priceKes: 50,
        category: 'drink',
        dietaryTags: ['vegetarian'],
        allergens: ['milk'],
        art: 'chai',
      },
    ])
    const saved = await createKitchen(api.db, { meals: menu })
    const response = await get(`kitchens/${saved.id}`)
    expect(response.status).toBe(200)
    const kitchen = v.parse(Kitchen, await response.json())
    expect(kitchen.name).toBe(saved.name)
    expect(kitchen.story).toBe(saved.story)
    expect(kitchen.story.length).toBeGreaterThan(40)
    expect(kitchen.openingHours).toEqual(saved.openingHours)
    expect(kitchen.openNow).toBe(true)
    expect(kitchen.nextOpening).toBeNull()
    expect(kitchen.meals).toHaveLength(5)
    expect(new Set(kitchen.meals.map((meal) => meal.id))).toEqual(new Set(saved.meals.map((meal) => meal.id)))
    for (const meal of kitchen.meals) {
      expect(meal.kitchen.id).toBe(kitchen.id)
      expect(Number.isInteger(meal.priceKes)).toBe(true)
    }
  })

  it('says when a closed kitchen next opens, in Nairobi time: its next day with hours', async () => {
    const today = DAYS.indexOf(nairobiClock(new Date()).day)
    const inTwoDays = DAYS[(today + 2) % 7] as Day
    const saved = await createKitchen(api.db, { openingHours: { [inTwoDays]: ['09:30', '15:00'] } })
    const kitchen = v.parse(Kitchen, await (await get(`kitchens/${saved.id}`)).json())
    expect(kitchen.openNow).toBe(false)
    expect(kitchen.nextOpening).toEqual({ day: inTwoDays, time: '09:30', inDays: 2 })
  })

  it('answers 404 with an error on id for an unknown kitchen', async () => {
    const response = await get('kitchens/987654')
    expect(response.status).toBe(404)
    const body = v.parse(ErrorBody, await response.json())
    expect(body.message).toBe('Kitchen not found')
    expect(body.errors.id).toBeDefined()
  })

  it('answers 422 for an id that is not a number', async () => {
    const response = await get('kitchens/mama-njeri')
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.id).toBeDefined()
  })
})
