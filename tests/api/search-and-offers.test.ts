import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage, OfferPage } from '../../src/contracts/catalogue.responses'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, createOffer, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
/** A Kamba kitchen in Kitengela and a Swahili one in Westlands; their names and taglines say neither. */
let kamba: FactoryKitchen
let swahili: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  kamba = await createKitchen(api.db, {
    name: `Mutheu's Pots ${tag}`,
    tagline: 'Food from Machakos, the way mother makes it',
    neighbourhood: 'Kitengela',
    cuisines: ['kamba'],
    meals: [
      {
        name: `Soft Chapati ${tag}`,
        description: 'Layered flatbread rolled by hand and cooked on the pan.',
        priceKes: 70,
        category: 'side',
        art: 'chapati',
      },
      {
        name: 'Muthokoi',
        description: 'Dehulled maize cooked slowly with beans and onions.',
        priceKes: 250,
        category: 'main',
        dietaryTags: ['vegetarian', 'vegan', 'halal'],
        art: 'githeri',
      },
      {
        name: 'Goat Stew',
        description: 'Goat on the bone in a thick tomato gravy.',
        priceKes: 480,
        category: 'stew',
        dietaryTags: ['dairy-free'],
        art: 'beef-stew',
      },
    ],
  })
  swahili = await createKitchen(api.db, {
    name: `Bi Mwanaisha ${tag}`,
    neighbourhood: 'Westlands',
    cuisines: ['swahili-coast'],
  })
})

const get = async <S extends v.GenericSchema>(schema: S, path: string) => {
  const response = await apiRequest(api, 'GET', path)
  expect(response.status).toBe(200)
  return v.parse(schema, await response.json())
}

/** The ids of every item of a listing, page after page (other files add rows to a shared Postgres). */
const allIds = async (schema: typeof KitchenPage | typeof MealPage, path: string) => {
  const ids: number[] = []
  for (let page = 1; ; page += 1) {
    const body = await get(schema, `${path}&perPage=100&page=${page}`)
    ids.push(...body.items.map((item) => item.id))
    if (page >= body.pageCount) return ids
  }
}

describe('searchKeyword', () => {
  it('finds meals by name, case-insensitively, and only those', async () => {
    const keyword = `chapati ${tag}`
    const found = await get(
      MealPage,
      `meals?searchKeyword=${encodeURIComponent(keyword.toUpperCase())}&perPage=100`,
    )
    expect(found.total).toBeGreaterThan(0)
    expect(found.items.map((meal) => meal.id)).toEqual([kamba.meals[0]?.id])
    for (const meal of found.items) {
      expect(`${meal.name} ${meal.description} ${meal.kitchen.name}`.toLowerCase()).toContain(keyword)
    }
    const all = await get(MealPage, 'meals?perPage=1')
    expect(found.total).toBeLessThan(all.total)
  })

  it('finds kitchens by neighbourhood and by cuisine', async () => {
    const all = await get(KitchenPage, 'kitchens?perPage=1')
    const byArea = await allIds(
      KitchenPage,
      `kitchens?searchKeyword=${encodeURIComponent(kamba.neighbourhood)}`,
    )
    expect(byArea).toContain(kamba.id)
    expect(byArea).not.toContain(swahili.id)
    const cuisine = kamba.cuisines[0] ?? ''
    const byCuisine = await allIds(KitchenPage, `kitchens?searchKeyword=${cuisine}`)
    expect(byCuisine).toContain(kamba.id)
    expect(byCuisine).not.toContain(swahili.id)
    expect(byCuisine.length).toBeLessThan(all.total)
  })

  it('finds meals by a dietary tag, even when no name or description says it', async () => {
    const muthokoi = kamba.meals[1]
    const goat = kamba.meals[2]
    for (const dietary of ['vegetarian', 'halal', 'vegan'] as const) {
      const tagged = kamba.meals.filter((meal) => meal.dietaryTags.includes(dietary))
      expect(
        tagged.map((meal) => meal.id),
        dietary,
      ).toEqual([muthokoi?.id])
      expect(`${muthokoi?.name} ${muthokoi?.description} ${kamba.name}`.toLowerCase()).not.toContain(dietary)
      const found = await allIds(MealPage, `meals?searchKeyword=${dietary}`)
      expect(found).toEqual(expect.arrayContaining(tagged.map((meal) => meal.id)))
      expect(found).not.toContain(goat?.id)
    }
  })

  it('takes % and _ literally instead of matching everything', async () => {
    expect((await get(MealPage, 'meals?perPage=1')).total).toBeGreaterThan(0)
    expect((await get(MealPage, 'meals?searchKeyword=%25')).total).toBe(0)
    expect((await get(KitchenPage, 'kitchens?searchKeyword=_')).total).toBe(0)
  })

  it('refuses a keyword over 100 characters with 422', async () => {
    expect((await apiRequest(api, 'GET', `meals?searchKeyword=${'a'.repeat(101)}`)).status).toBe(422)
  })
})

describe('GET /api/offers', () => {
  it('lists only offers running now, ending soonest first, with whole-shilling offer prices', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000
    const now = Date.now()
    const [pilau, chapati] = swahili.meals
    // 15 % off the pilau's 250 is 212.5: the offer price is rounded to whole shillings.
    const live = [
      await createOffer(api.db, { kitchenId: swahili.id, mealId: pilau?.id, percentOff: 15 }),
      await createOffer(api.db, { kitchenId: kamba.id, percentOff: 10, endsAt: new Date(now + 2 * DAY_MS) }),
      await createOffer(api.db, {
        kitchenId: kamba.id,
        mealId: kamba.meals[2]?.id,
        percentOff: 15,
        endsAt: new Date(now + 3 * DAY_MS),
      }),
    ]
    const ended = await createOffer(api.db, {
      kitchenId: swahili.id,
      mealId: chapati?.id,
      percentOff: 20,
      startsAt: new Date(now - 7 * DAY_MS),
      endsAt: new Date(now - DAY_MS),
    })
    const notYet = await createOffer(api.db, {
      kitchenId: swahili.id,
      mealId: chapati?.id,
      percentOff: 20,
      startsAt: new Date(now + DAY_MS),
      endsAt: new Date(now + 8 * DAY_MS),
    })
    const page = await get(OfferPage, 'offers?perPage=100')
    expect(page.total).toBeGreaterThan(0)
    const ids = page.items.map((o) => o.id)
    expect(ids).toEqual(expect.arrayContaining(live.map((o) => o.id)))
    expect(ids).not.toContain(ended.id)
    expect(ids).not.toContain(notYet.id)
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

  it("carries the kitchen's pause and the meal's portions left today, so a card never offers an Add the cart refuses", async () => {
    const pausedUntil = new Date(Date.now() + 30 * 60_000)
    const paused = await createKitchen(api.db, { pausedUntil })
    const [meal] = paused.meals
    if (!meal) throw new Error('No meal')
    const onPaused = await createOffer(api.db, { kitchenId: paused.id, mealId: meal.id, percentOff: 10 })
    const onOpen = await createOffer(api.db, {
      kitchenId: kamba.id,
      mealId: kamba.meals[0]?.id,
      percentOff: 10,
    })
    const page = await get(OfferPage, 'offers?perPage=100')
    const pausedOffer = page.items.find((o) => o.id === onPaused.id)
    expect(pausedOffer?.kitchen.pausedUntil).toBe(pausedUntil.toISOString())
    expect(pausedOffer?.meal?.portionsLeft).toBe(meal.dailyPortions)
    expect(page.items.find((o) => o.id === onOpen.id)?.kitchen.pausedUntil).toBeNull()
    // What the card offers is what the cart does: the paused kitchen's meal is refused.
    const add = await apiRequest(api, 'PUT', `cart/items/${meal.id}`, { body: { quantity: 1 } })
    expect(add.status).toBe(409)
  })

  it('answers 404 service.off when food is switched off', async () => {
    const grocery = await testApi({ services: ['grocery'] })
    const response = await apiRequest(grocery, 'GET', 'offers')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('service.off')
  })
})
