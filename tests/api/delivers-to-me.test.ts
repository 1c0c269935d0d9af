import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage, SearchResults } from '../../src/contracts/catalogue.responses'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { HOME_ADDRESS, shopperWithAddress } from '../fixtures/orders'
import { locationHeader, northOf } from '../fixtures/places'
import { testApi } from '../setup/test-database'

/**
 * "Delivers to my address" (decision record 0042): `deliversToMe=true` keeps
 * the kitchens whose delivery radius covers the shopper's place, X-STORE-LOCATION or else the
 * signed-in shopper's default address; with neither it is a 422 on the field. Such an answer is
 * the shopper's own: never kept for, nor served to, another. Requests carry this file's tag, so
 * only its own kitchens answer. In-process, over HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
// The first kitchen sits at Yaya Centre and delivers up to 5 km (places worked by hand: fixtures/places).
const YAYA = { lat: -1.2921, lng: 36.7856 }
const north = (km: number) => northOf(YAYA, km)
const header = locationHeader
let yaya: FactoryKitchen
let thika: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  yaya = await createKitchen(api.db, { name: `Yaya Pots ${tag}`, ...YAYA, deliveryRadiusKm: 5 })
  // 20 km north, delivering 3 km around it: nowhere near the places below.
  thika = await createKitchen(api.db, { name: `Thika Road Grill ${tag}`, ...north(20), deliveryRadiusKm: 3 })
})

type Caller = { token?: string | undefined; headers?: Record<string, string> }

const get = (path: string, caller: Caller = {}) =>
  apiRequest(api, 'GET', path, { token: caller.token, headers: caller.headers })

const kitchenIds = async (query: string, caller: Caller = {}) => {
  const response = await get(`kitchens?searchKeyword=${tag}&perPage=100&${query}`, caller)
  expect(response.status, query).toBe(200)
  return v
    .parse(KitchenPage, await response.json())
    .items.map((k) => k.id)
    .sort()
}

const mealKitchenIds = async (query: string, caller: Caller = {}) => {
  const response = await get(`meals?searchKeyword=${tag}&perPage=100&${query}`, caller)
  expect(response.status, query).toBe(200)
  return [...new Set(v.parse(MealPage, await response.json()).items.map((m) => m.kitchen.id))].sort()
}

const expectNoPlace = async (response: Response) => {
  expect(response.status).toBe(422)
  const body = (await response.json()) as { codes: Record<string, string[]> }
  expect(body.codes).toEqual({ deliversToMe: ['catalog.noDeliveryPlace'] })
}

describe('deliversToMe with a shared location (X-STORE-LOCATION)', () => {
  it('keeps the kitchens whose radius covers it, on the kitchens and meals lists', async () => {
    const near = header(north(1))
    expect(await kitchenIds('deliversToMe=true', { headers: near })).toEqual([yaya.id])
    expect(await mealKitchenIds('deliversToMe=true', { headers: near })).toEqual([yaya.id])
    // Off, the location changes nothing.
    expect(await kitchenIds('deliversToMe=false', { headers: near })).toEqual([yaya.id, thika.id].sort())
    expect(await kitchenIds('deliversToMe=', { headers: near })).toEqual([yaya.id, thika.id].sort())
  })

  it('delivers at the edge of the radius and not just beyond it', async () => {
    expect(await kitchenIds('deliversToMe=true', { headers: header(north(4.98)) })).toEqual([yaya.id])
    expect(await kitchenIds('deliversToMe=true', { headers: header(north(5.02)) })).toEqual([])
    expect(await mealKitchenIds('deliversToMe=true', { headers: header(north(5.02)) })).toEqual([])
  })

  it('combines with the other filters', async () => {
    const near = header(north(1))
    expect(await kitchenIds('deliversToMe=true&cuisine=somali', { headers: near })).toEqual([])
    expect(await kitchenIds('deliversToMe=true&bbox=-1.30,36.78,-1.28,36.79', { headers: near })).toEqual([
      yaya.id,
    ])
  })

  it('refuses a malformed location and a malformed switch with 422 naming them', async () => {
    const bad = await get(`kitchens?deliversToMe=true`, { headers: { 'X-STORE-LOCATION': 'Yaya Centre' } })
    expect(bad.status).toBe(422)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(['X-STORE-LOCATION'])
    for (const list of ['kitchens', 'meals']) {
      const wrong = await get(`${list}?deliversToMe=yes`, { headers: header(north(1)) })
      expect(wrong.status, list).toBe(422)
      expect(((await wrong.json()) as { codes: object }).codes).toEqual({
        deliversToMe: ['input.deliversToMe'],
      })
    }
  })
})

describe("deliversToMe with the signed-in shopper's default address", () => {
  it('keeps the kitchens delivering to its pin', async () => {
    const near = await shopperWithAddress(api, { ...HOME_ADDRESS, ...north(2) })
    expect(await kitchenIds('deliversToMe=true', { token: near.token })).toEqual([yaya.id])
    const far = await shopperWithAddress(api, { ...HOME_ADDRESS, ...north(8) })
    expect(await kitchenIds('deliversToMe=true', { token: far.token })).toEqual([])
    // A location sent with the request is where the shopper is now: it comes first.
    expect(await kitchenIds('deliversToMe=true', { token: far.token, headers: header(north(1)) })).toEqual([
      yaya.id,
    ])
  })

  it('is a 422 on the field when no place is known: a visitor, or a shopper without an address', async () => {
    const shopper = await signedInUser(api)
    for (const list of ['kitchens', 'meals', `search?q=${tag}&`]) {
      const path = list.startsWith('search') ? `${list}deliversToMe=true` : `${list}?deliversToMe=true`
      await expectNoPlace(await get(path))
      await expectNoPlace(await get(path, { token: shopper.accessToken }))
    }
  })
})

describe('answers depending on a place', () => {
  it('are never kept for nor served to another caller, whatever came first', async () => {
    const path = `kitchens?searchKeyword=${tag}&perPage=100&deliversToMe=true`
    const near = { headers: header(north(1)) }
    const far = { headers: header(north(9)) }
    const idsOf = async (response: Response) => {
      expect(response.status).toBe(200)
      // Personal: no ETag to revalidate with, and no cache between may keep it.
      expect(response.headers.get('etag')).toBeNull()
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      return v.parse(KitchenPage, await response.json()).items.map((k) => k.id)
    }
    expect(await idsOf(await get(path, near))).toEqual([yaya.id])
    expect(await idsOf(await get(path, far))).toEqual([])
    expect(await idsOf(await get(path, near))).toEqual([yaya.id])
    // Revalidating another's answer gets a full answer of one's own, never a 304.
    expect(await idsOf(await get(path, { headers: { ...far.headers, 'If-None-Match': '*' } }))).toEqual([])
    // A caller with no place is told so, not given the last place's list.
    await expectNoPlace(await get(path))
    // The same URL without the filter is still the shared, kept answer.
    const shared = await get(`kitchens?searchKeyword=${tag}&perPage=100`, near)
    expect(shared.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(
      v
        .parse(KitchenPage, await shared.json())
        .items.map((k) => k.id)
        .sort(),
    ).toEqual([yaya.id, thika.id].sort())
  })
})

describe('search', () => {
  it('narrows kitchens and meals to those delivering to the place', async () => {
    const results = async (headers: Record<string, string>) => {
      const response = await get(`search?q=${tag}&perPage=100&deliversToMe=true`, { headers })
      expect(response.status).toBe(200)
      const body = v.parse(SearchResults, await response.json())
      // Another file's tag can be a near-typo of ours on a shared Postgres: only ours count.
      return body.kitchens.items.map((k) => k.id).filter((id) => id === yaya.id || id === thika.id)
    }
    expect(await results(header(north(1)))).toEqual([yaya.id])
    expect(await results(header(north(5.02)))).toEqual([])
  })
})
