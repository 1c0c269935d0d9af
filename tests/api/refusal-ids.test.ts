import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_CART_QUANTITY } from '../../src/config/constants'
import { ErrorBody } from '../../src/contracts/common.responses'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

// Decision record 0013: every refusal of a field names its own message id beside its English,
// never a generic "wrong value" that the web cannot tell apart.
let api: Awaited<ReturnType<typeof testApi>>
let kitchen: FactoryKitchen
let token: string
beforeAll(async () => {
  api = await testApi()
  kitchen = await createKitchen(api.db)
  token = (await signedInUser(api)).accessToken
})

const refusal = async (response: Response) => {
  expect(response.status).toBe(422)
  const body = v.parse(ErrorBody, await response.json())
  expect(body.code).toBe('input.invalid')
  return body
}

describe('the message ids of refused fields', () => {
  it('names the cart quantity’s id when setting a line', async () => {
    const meal = kitchen.meals[0]
    if (!meal) throw new Error('no meal')
    for (const quantity of [-1, 1.5, MAX_CART_QUANTITY + 1, 'two']) {
      const body = await refusal(
        await apiRequest(api, 'PUT', `cart/items/${meal.id}`, { body: { quantity }, token }),
      )
      expect(body.codes).toEqual({ quantity: ['cart.quantity'] })
      expect(body.errors).toEqual({
        quantity: [`quantity must be a whole number from 0 to ${MAX_CART_QUANTITY}`],
      })
    }
  })

  it('names the cart quantity’s id when adding a line', async () => {
    const meal = kitchen.meals[0]
    if (!meal) throw new Error('no meal')
    const body = await refusal(
      await apiRequest(api, 'POST', 'cart/items', { body: { itemId: meal.id, quantity: 0 }, token }),
    )
    expect(body.codes).toEqual({ quantity: ['cart.quantityToAdd'] })
    expect(body.errors).toEqual({
      quantity: [`quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`],
    })
  })

  it('names the id of a favourite’s kind', async () => {
    const body = await refusal(await apiRequest(api, 'PUT', `favorites/cooks/${kitchen.id}`, { token }))
    expect(body.codes).toEqual({ kind: ['favorites.kind'] })
    expect(body.errors).toEqual({ kind: ['kind must be kitchens or meals'] })
  })

  it('names the ids of the address list’s sort and order', async () => {
    const body = await refusal(await apiRequest(api, 'GET', 'locations?sortBy=price&order=up', { token }))
    expect(body.codes).toEqual({ sortBy: ['addresses.sortBy'], order: ['input.order'] })
    expect(body.errors).toEqual({
      sortBy: ['sortBy must be label, neighbourhood or createdAt'],
      order: ['order must be asc or desc'],
    })
  })

  it('names the id of a social sign-in’s PKCE verifier', async () => {
    const body = await refusal(
      await apiRequest(
        api,
        'GET',
        'auth/account/google/callback?code=abc&codeVerifier=short&redirectUri=https%3A%2F%2Fshop.test%2Fcb',
      ),
    )
    expect(body.codes).toEqual({ codeVerifier: ['account.codeVerifier'] })
  })

  it('names the id of sign-out’s all', async () => {
    const body = await refusal(await apiRequest(api, 'DELETE', 'auth/session/logout?all=yes', { token }))
    expect(body.codes).toEqual({ all: ['input.all'] })
    expect(body.errors).toEqual({ all: ['all must be true or false'] })
  })
})
