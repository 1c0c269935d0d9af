import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Favorites } from '../../src/contracts/favorites.responses'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
let kitchen: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  kitchen = await createKitchen(api.db)
})

const call = (method: string, path: string, token?: string) =>
  apiRequest(api, method, `favorites${path}`, { token })
const favoritesOf = async (response: Response) => v.parse(Favorites, await response.json())

describe('/api/favorites', () => {
  it('needs a session', async () => {
    expect((await call('GET', '')).status).toBe(401)
    expect((await call('PUT', `/kitchens/${kitchen.id}`)).status).toBe(401)
  })

  it('saves a kitchen and a meal once each, lists them, and forgets them', async () => {
    const amina = await signedInUser(api)
    const meal = kitchen.meals[0]
    if (!meal) throw new Error('no meal')
    await call('PUT', `/kitchens/${kitchen.id}`, amina.accessToken)
    await call('PUT', `/kitchens/${kitchen.id}`, amina.accessToken)
    const saved = await favoritesOf(await call('PUT', `/meals/${meal.id}`, amina.accessToken))
    expect(saved.kitchens.map((k) => k.id)).toEqual([kitchen.id])
    expect(saved.meals.map((m) => m.id)).toEqual([meal.id])
    const forgotten = await favoritesOf(await call('DELETE', `/kitchens/${kitchen.id}`, amina.accessToken))
    expect(forgotten.kitchens).toEqual([])
    expect(forgotten.meals).toHaveLength(1)
  })

  it('keeps each shopper’s favorites to themselves', async () => {
    const amina = await signedInUser(api)
    const baraka = await signedInUser(api)
    await call('PUT', `/kitchens/${kitchen.id}`, amina.accessToken)
    expect((await favoritesOf(await call('GET', '', baraka.accessToken))).kitchens).toEqual([])
  })

  it('answers 404 for something that does not exist and 422 for an unknown kind', async () => {
    const amina = await signedInUser(api)
    expect((await call('PUT', '/kitchens/99999999', amina.accessToken)).status).toBe(404)
    expect((await call('PUT', '/recipes/1', amina.accessToken)).status).toBe(422)
  })
})
