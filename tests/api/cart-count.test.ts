import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CartCount, CartView } from '../../src/contracts/cart.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { signedInUser } from '../fixtures/accounts'
import { type CartHolder, cartRequest } from '../fixtures/cart'
import { createKitchen, type FactoryMeal } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * GET /api/cart/count: the header's number on every page, read without pricing the cart. It
 * must always be the number the whole cart (GET /api/cart) gives as itemCount.
 */
let api: Awaited<ReturnType<typeof testApi>>
let meals: FactoryMeal[]

beforeAll(async () => {
  api = await testApi()
  const kitchen = await createKitchen(api.db)
  const other = await createKitchen(api.db, { deliveryFeeKes: 150 })
  meals = [...kitchen.meals, ...other.meals]
  if (meals.length < 3) throw new Error('The factory kitchens need meals')
})

type Who = CartHolder
const cartCall = (method: string, path: string, who: Who = {}, body?: unknown) =>
  cartRequest(api, method, path, who, body)
const put = async (who: Who, id: number, quantity: number) =>
  v.parse(CartView, await (await cartCall('PUT', `/items/${id}`, who, { quantity })).json())
const countOf = async (who: Who, query = '') => {
  const response = await cartCall('GET', `/count${query}`, who)
  expect(response.status).toBe(200)
  return v.parse(CartCount, await response.json()).itemCount
}
const itemCountOfCart = async (who: Who) =>
  v.parse(CartView, await (await cartCall('GET', '', who)).json()).itemCount
const meal = (i: number) => {
  const found = meals[i]
  if (!found) throw new Error(`no meal ${i}`)
  return found
}

describe('the cart count', () => {
  it('is 0 for a visitor without a cart, and for a token no cart has', async () => {
    expect(await countOf({})).toBe(0)
    expect(await countOf({ cartToken: 'x'.repeat(43) })).toBe(0)
  })

  it('follows a visitor’s cart across kitchens, as the cart’s itemCount does', async () => {
    const first = await put({}, meal(0).id, 2)
    const who = { cartToken: first.cartToken }
    expect(await countOf(who)).toBe(2)
    await put(who, meal(1).id, 1)
    await put(who, meal(meals.length - 1).id, 3)
    expect(await countOf(who)).toBe(6)
    await put(who, meal(0).id, 0)
    expect(await countOf(who)).toBe(4)
    expect(await countOf(who)).toBe(await itemCountOfCart(who))
    await cartCall('DELETE', '?service=food', who)
    expect(await countOf(who)).toBe(0)
  })

  it('counts a signed-in shopper’s own cart, and takes in the visitor cart it is sent with', async () => {
    const visitor = { cartToken: (await put({}, meal(0).id, 2)).cartToken }
    const amina = await signedInUser(api)
    const baraka = await signedInUser(api)
    await put({ token: amina.accessToken }, meal(1).id, 1)
    await put({ token: baraka.accessToken }, meal(1).id, 5)
    expect(await countOf({ token: amina.accessToken, ...visitor })).toBe(3)
    // The visitor cart joined Amina's: its token alone counts nothing now, and Baraka's is his.
    expect(await countOf(visitor)).toBe(0)
    expect(await countOf({ token: amina.accessToken })).toBe(
      await itemCountOfCart({ token: amina.accessToken }),
    )
    expect(await countOf({ token: baraka.accessToken })).toBe(5)
  })

  it('agrees with the cart when a page load sends the count and the cart at once after sign-in', async () => {
    const visitor = { cartToken: (await put({}, meal(0).id, 2)).cartToken }
    const shopper = await signedInUser(api)
    await put({ token: shopper.accessToken }, meal(0).id, 1)
    await put({ token: shopper.accessToken }, meal(2).id, 4)
    const who = { token: shopper.accessToken, ...visitor }
    // The root loads the count while the page loads the cart; a phone sends several pages' worth.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => cartCall('GET', i % 2 ? '/count' : '', who)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    const counts = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { itemCount: number }).itemCount),
    )
    // Each answer saw the merge whole or not at all; afterwards every read gives 7.
    for (const count of counts) expect([5, 7]).toContain(count)
    expect(await countOf({ token: shopper.accessToken })).toBe(7)
    expect(await itemCountOfCart({ token: shopper.accessToken })).toBe(7)
  })

  it('answers 404 for a service that is off and 422 for one that does not exist', async () => {
    const off = await cartCall('GET', '/count?service=grocery')
    expect(off.status).toBe(404)
    expect(v.parse(ErrorBody, await off.json()).code).toBe('service.off')
    const unknown = await cartCall('GET', '/count?service=pizza')
    expect(unknown.status).toBe(422)
    expect(v.parse(ErrorBody, await unknown.json()).codes.service).toEqual(['service.unknown'])
  })
})
