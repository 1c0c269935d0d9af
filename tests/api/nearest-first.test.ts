import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage } from '../../src/contracts/catalogue.responses'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { HOME_ADDRESS, shopperWithAddress } from '../fixtures/orders'
import { locationHeader, northOf } from '../fixtures/places'
import { testApi } from '../setup/test-database'

/**
 * "Nearest first" (decision 0042): `sort=distance` orders the kitchens and meals lists
 * by the straight-line distance from the shopper's place, X-STORE-LOCATION or else the signed-in
 * shopper's default address; with neither it is a 422 on `sort`. A shared location alone does not
 * change the order. Requests carry this file's tag, so only its own kitchens answer. In-process,
 * over HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
const ORIGIN = { lat: -1.3, lng: 36.8 }
const north = (km: number) => northOf(ORIGIN, km)
const header = locationHeader
// Nearer is worse rated, so the distance order is the rating order reversed.
let near: FactoryKitchen
let middle: FactoryKitchen
let far: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  const kitchen = (name: string, km: number, rating: number) =>
    createKitchen(api.db, {
      name: `${name} ${tag}`,
      ...north(km),
      rating,
      deliveryRadiusKm: 30,
      meals: [{ name: `${name} pilau`, priceKes: 300, art: 'pilau' }],
    })
  near = await kitchen('Corner Pots', 1, 3.9)
  middle = await kitchen('Midway Grill', 5, 4.3)
  far = await kitchen('Ridge Kitchen', 10, 4.9)
})

type Caller = { token?: string | undefined; headers?: Record<string, string> }

const get = (path: string, caller: Caller = {}) =>
  apiRequest(api, 'GET', path, { token: caller.token, headers: caller.headers })

const kitchenOrder = async (query: string, caller: Caller = {}) => {
  const response = await get(`kitchens?searchKeyword=${tag}&perPage=100&${query}`, caller)
  expect(response.status, query).toBe(200)
  return v.parse(KitchenPage, await response.json()).items.map((k) => k.id)
}

describe('sort=distance', () => {
  it('puts the kitchens nearest the shared location first', async () => {
    expect(await kitchenOrder('sort=distance', { headers: header(ORIGIN) })).toEqual([
      near.id,
      middle.id,
      far.id,
    ])
    expect(await kitchenOrder('sort=distance', { headers: header(north(11)) })).toEqual([
      far.id,
      middle.id,
      near.id,
    ])
    // The place alone does not reorder: best rated first, as for everyone.
    expect(await kitchenOrder('', { headers: header(ORIGIN) })).toEqual([far.id, middle.id, near.id])
  })

  it("measures from the signed-in shopper's default address, unless a location is sent", async () => {
    const shopper = await shopperWithAddress(api, { ...HOME_ADDRESS, ...north(6) })
    expect(await kitchenOrder('sort=distance', { token: shopper.token })).toEqual([
      middle.id,
      far.id,
      near.id,
    ])
    expect(await kitchenOrder('sort=distance', { token: shopper.token, headers: header(ORIGIN) })).toEqual([
      near.id,
      middle.id,
      far.id,
    ])
  })

  it("orders meals by their kitchen's distance, and pages through the same order", async () => {
    const response = await get(`meals?searchKeyword=${tag}&perPage=100&sort=distance`, {
      headers: header(north(11)),
    })
    expect(response.status).toBe(200)
    expect(v.parse(MealPage, await response.json()).items.map((m) => m.kitchen.id)).toEqual([
      far.id,
      middle.id,
      near.id,
    ])
    const pages = []
    for (const page of [1, 2, 3]) {
      const one = await get(`kitchens?searchKeyword=${tag}&perPage=1&page=${page}&sort=distance`, {
        headers: header(ORIGIN),
      })
      pages.push(...v.parse(KitchenPage, await one.json()).items.map((k) => k.id))
    }
    expect(pages).toEqual([near.id, middle.id, far.id])
  })

  it("gives each kitchen its distance to the shopper's place, only in a list answered for that place", async () => {
    const distances = async (query: string, caller: Caller = {}) => {
      const response = await get(`kitchens?searchKeyword=${tag}&perPage=100&${query}`, caller)
      expect(response.status, query).toBe(200)
      return v.parse(KitchenPage, await response.json()).items.map((k) => [k.id, k.distanceKm])
    }
    expect(await distances('sort=distance', { headers: header(ORIGIN) })).toEqual([
      [near.id, 1],
      [middle.id, 5],
      [far.id, 10],
    ])
    // From the default address, and for "delivers to my address" in its own order (best rated).
    const shopper = await shopperWithAddress(api, { ...HOME_ADDRESS, ...north(6) })
    expect(await distances('sort=distance', { token: shopper.token })).toEqual([
      [middle.id, 1],
      [far.id, 4],
      [near.id, 5],
    ])
    expect(await distances('deliversToMe=true', { headers: header(north(2.5)) })).toEqual([
      [far.id, 7.5],
      [middle.id, 2.5],
      [near.id, 1.5],
    ])
    // The list the same for everyone (and kept by the cache) measures nothing, located or not.
    for (const caller of [{}, { headers: header(ORIGIN) }])
      expect(await distances('', caller)).toEqual([
        [far.id, undefined],
        [middle.id, undefined],
        [near.id, undefined],
      ])
  })

  it('combines with "delivers to my address"', async () => {
    // From 4 km north, with a 30 km radius every kitchen delivers; nearest: 5 km, then 1, then 10.
    expect(await kitchenOrder('sort=distance&deliversToMe=true', { headers: header(north(4)) })).toEqual([
      middle.id,
      near.id,
      far.id,
    ])
  })

  it("is the shopper's own answer: read afresh, never kept by a cache", async () => {
    const response = await get(`kitchens?searchKeyword=${tag}&sort=distance`, { headers: header(ORIGIN) })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('etag')).toBeNull()
  })

  it('is a 422 on sort when no place is known: a visitor, or a shopper without an address', async () => {
    const shopper = await signedInUser(api)
    for (const caller of [{}, { token: shopper.accessToken }]) {
      for (const list of ['kitchens', 'meals']) {
        const response = await get(`${list}?sort=distance`, caller)
        expect(response.status, list).toBe(422)
        expect(((await response.json()) as { codes: object }).codes).toEqual({
          sort: ['catalog.noDeliveryPlace'],
        })
      }
      const both = await get('kitchens?sort=distance&deliversToMe=true', caller)
      expect(((await both.json()) as { codes: object }).codes).toEqual({
        deliversToMe: ['catalog.noDeliveryPlace'],
        sort: ['catalog.noDeliveryPlace'],
      })
    }
  })
})
