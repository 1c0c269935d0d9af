import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { KitchenPage, MealPage } from '../../src/contracts/catalogue.responses'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * 'Search this area' (decision 0038): bbox=south,west,north,east keeps the kitchens whose pin
 * is inside. Requests carry this file's tag, so only its own kitchens answer.
 */
let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
let westlands: FactoryKitchen
let kitengela: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  // Westlands is at -1.2611, 36.8025; Kitengela at -1.4737, 36.9601 (tests/fixtures/catalogue.ts).
  westlands = await createKitchen(api.db, { name: `Westlands Pots ${tag}`, neighbourhood: 'Westlands' })
  kitengela = await createKitchen(api.db, { name: `Kitengela Grill ${tag}`, neighbourhood: 'Kitengela' })
})

const kitchens = async (query: string) => {
  const response = await apiRequest(api, 'GET', `kitchens?searchKeyword=${tag}&perPage=100&${query}`)
  expect(response.status, query).toBe(200)
  return v
    .parse(KitchenPage, await response.json())
    .items.map((k) => k.id)
    .sort()
}

const CENTRAL_NAIROBI = '-1.30,36.75,-1.25,36.85'
const KITENGELA = '-1.50,36.90,-1.45,37.00'

describe('bbox', () => {
  it('keeps only the kitchens whose pin is inside the box', async () => {
    expect(await kitchens(`bbox=${CENTRAL_NAIROBI}`)).toEqual([westlands.id])
    expect(await kitchens(`bbox=${KITENGELA}`)).toEqual([kitengela.id])
    expect(await kitchens('bbox=-2,36,-1,38')).toEqual([westlands.id, kitengela.id].sort())
    expect(await kitchens('bbox=10,10,11,11')).toEqual([])
  })

  it('takes the corners in either order', async () => {
    expect(await kitchens('bbox=-1.25,36.85,-1.30,36.75')).toEqual([westlands.id])
  })

  it('blank is no box, and it combines with other filters', async () => {
    expect(await kitchens('bbox=')).toEqual([westlands.id, kitengela.id].sort())
    expect(await kitchens(`bbox=${KITENGELA}&cuisine=kamba`)).toEqual([])
  })

  it('narrows the meals list to kitchens inside too', async () => {
    const response = await apiRequest(api, 'GET', `meals?kitchenId=${kitengela.id}&bbox=${CENTRAL_NAIROBI}`)
    expect(response.status).toBe(200)
    expect(v.parse(MealPage, await response.json()).items).toEqual([])
  })

  it.each(['bbox=1,2,3', 'bbox=a,b,c,d', 'bbox=1,2,3,4,5', 'bbox=1,,2,3', 'bbox=1e2,0,1,1'])(
    '%s is refused with 422 naming bbox',
    async (query) => {
      for (const list of ['kitchens', 'meals']) {
        const response = await apiRequest(api, 'GET', `${list}?${query}`)
        expect(response.status, `${list}?${query}`).toBe(422)
        const body = (await response.json()) as { errors: Record<string, string[]> }
        expect(Object.keys(body.errors)).toContain('bbox')
      }
    },
  )
})
