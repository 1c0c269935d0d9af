import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { signedInUser } from '../fixtures/accounts'
import { type CartHolder, cartRequest } from '../fixtures/cart'
import { createKitchen, type FactoryKitchen, type FactoryMeal } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
let meals: FactoryMeal[]
let otherKitchenMeal: FactoryMeal
let kitchen: FactoryKitchen

beforeAll(async () => {
  api = await testApi()
  kitchen = await createKitchen(api.db)
  const other = await createKitchen(api.db, { deliveryFeeKes: 150 })
  meals = kitchen.meals
  const first = other.meals[0]
  if (!first || meals.length < 2) throw new Error('The factory kitchens need meals')
  otherKitchenMeal = first
})

type Who = CartHolder
const cartCall = (method: string, path: string, who: Who = {}, body?: unknown) =>
  cartRequest(api, method, path, who, body)
const put = (who: Who, id: number, quantity: unknown) => cartCall('PUT', `/items/${id}`, who, { quantity })
const cartOf = async (response: Response) => v.parse(CartView, await response.json())

describe('a visitor’s cart', () => {
  it('starts with a token on the first meal and adds up per kitchen', async () => {
    const [a, b] = meals
    if (!a || !b) throw new Error('no meals')
    const first = await cartOf(await put({}, a.id, 2))
    expect(first.cartToken).toMatch(/^[\w-]{43}$/)
    const who = { cartToken: first.cartToken }
    await put(who, b.id, 1)
    const cart = await cartOf(await put(who, otherKitchenMeal.id, 3))
    expect(cart.cartToken).toBeUndefined()
    expect(cart.itemCount).toBe(6)
    expect(cart.groups).toHaveLength(2)
    const group = cart.groups.find((g) => g.kitchen.id === kitchen.id)
    expect(group?.subtotalKes).toBe(a.priceKes * 2 + b.priceKes)
    expect(group?.belowMinimumKes).toBe(Math.max(0, kitchen.minOrderKes - (a.priceKes * 2 + b.priceKes)))
    expect(cart.subtotalKes).toBe(a.priceKes * 2 + b.priceKes + otherKitchenMeal.priceKes * 3)
    expect(cart.deliveryFeesKes).toBe(cart.groups.reduce((n, g) => n + g.kitchen.deliveryFeeKes, 0))
  })

  it('sets, removes with 0 or DELETE, and empties', async () => {
    const [a, b] = meals
    if (!a || !b) throw new Error('no meals')
    const who = { cartToken: (await cartOf(await put({}, a.id, 1))).cartToken }
    expect((await cartOf(await put(who, a.id, 5))).itemCount).toBe(5)
    await put(who, b.id, 1)
    expect((await cartOf(await put(who, a.id, 0))).itemCount).toBe(1)
    expect((await cartOf(await cartCall('DELETE', `/items/${b.id}`, who))).itemCount).toBe(0)
    await put(who, a.id, 2)
    expect((await cartOf(await cartCall('DELETE', '', who))).groups).toEqual([])
  })

  it('is invisible to anyone without its token', async () => {
    const [a] = meals
    if (!a) throw new Error('no meals')
    await put({}, a.id, 4)
    const stranger = await cartOf(await cartCall('GET', ''))
    expect(stranger.itemCount).toBe(0)
    const forged = await cartOf(await cartCall('GET', '', { cartToken: 'x'.repeat(43) }))
    expect(forged.itemCount).toBe(0)
  })

  it.each([
    ['51 portions', 51],
    ['a negative quantity', -1],
    ['half a portion', 1.5],
    ['text', 'two'],
  ])('refuses %s with 422', async (_label, quantity) => {
    const [a] = meals
    if (!a) throw new Error('no meals')
    const response = await put({}, a.id, quantity)
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.quantity).toHaveLength(1)
  })

  it('answers 404 for a meal that does not exist and for a switched-off service', async () => {
    expect((await put({}, 99_999_999, 1)).status).toBe(404)
    expect((await cartCall('GET', '?service=grocery')).status).toBe(404)
  })
})

describe('a signed-in shopper’s cart', () => {
  it('takes in the visitor cart on sign-in, and no one else sees it', async () => {
    const [a, b] = meals
    if (!a || !b) throw new Error('no meals')
    const visitor = { cartToken: (await cartOf(await put({}, a.id, 2))).cartToken }
    const amina = await signedInUser(api)
    await put({ token: amina.accessToken }, a.id, 1)
    const merged = await cartOf(await cartCall('GET', '', { token: amina.accessToken, ...visitor }))
    const line = merged.groups.flatMap((g) => g.lines).find((l) => l.meal.id === a.id)
    expect(line?.quantity).toBe(3)
    // The visitor cart is gone: its token alone finds nothing now.
    expect((await cartOf(await cartCall('GET', '', visitor))).itemCount).toBe(0)

    const baraka = await signedInUser(api)
    expect((await cartOf(await cartCall('GET', '', { token: baraka.accessToken }))).itemCount).toBe(0)
    await put({ token: baraka.accessToken }, b.id, 1)
    expect((await cartOf(await cartCall('GET', '', { token: amina.accessToken }))).itemCount).toBe(3)
  })

  it('merges a visitor cart once when parallel requests carry its token after sign-in', async () => {
    const [a] = meals
    if (!a) throw new Error('no meals')
    const visitor = { cartToken: (await cartOf(await put({}, a.id, 2))).cartToken }
    const shopper = await signedInUser(api)
    await put({ token: shopper.accessToken }, a.id, 1)
    // A phone's page load sends several requests at once right after sign-in.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cartCall('GET', '', { token: shopper.accessToken, ...visitor })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const merged = await cartOf(await cartCall('GET', '', { token: shopper.accessToken }))
    expect(merged.groups.flatMap((g) => g.lines).find((l) => l.meal.id === a.id)?.quantity).toBe(3)
  })

  it('says once how many portions from an earlier visit were already in the account’s cart the visitor’s joined', async () => {
    const [a, b] = meals
    if (!a || !b) throw new Error('no meals')
    const shopper = await signedInUser(api)
    await put({ token: shopper.accessToken }, b.id, 3)
    const visitor = { cartToken: (await cartOf(await put({}, a.id, 2))).cartToken }
    const merged = await cartOf(await cartCall('GET', '', { token: shopper.accessToken, ...visitor }))
    expect(merged.earlierItems).toBe(3)
    expect(merged.itemCount).toBe(5)
    // Once: the next answers, with or without the spent token, say nothing more.
    expect(
      (await cartOf(await cartCall('GET', '', { token: shopper.accessToken, ...visitor }))).earlierItems,
    ).toBeUndefined()
    expect(
      (await cartOf(await cartCall('GET', '', { token: shopper.accessToken }))).earlierItems,
    ).toBeUndefined()

    // The header's count says it too, when it is the request that merges.
    const other = await signedInUser(api)
    await put({ token: other.accessToken }, b.id, 1)
    const second = { cartToken: (await cartOf(await put({}, a.id, 1))).cartToken }
    const count = await cartCall('GET', '/count', { token: other.accessToken, ...second })
    expect(await count.json()).toEqual({ service: 'food', itemCount: 2, earlierItems: 1 })

    // An account whose cart was empty had nothing from before: nothing to say.
    const fresh = await signedInUser(api)
    const third = { cartToken: (await cartOf(await put({}, a.id, 1))).cartToken }
    const moved = await cartOf(await cartCall('GET', '', { token: fresh.accessToken, ...third }))
    expect(moved.itemCount).toBe(1)
    expect(moved.earlierItems).toBeUndefined()
  })

  it('says it on exactly one answer when parallel requests carry the visitor’s token after sign-in', async () => {
    const [a, b] = meals
    if (!a || !b) throw new Error('no meals')
    const shopper = await signedInUser(api)
    await put({ token: shopper.accessToken }, b.id, 4)
    const visitor = { cartToken: (await cartOf(await put({}, a.id, 2))).cartToken }
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        cartCall('GET', i % 2 ? '/count' : '', { token: shopper.accessToken, ...visitor }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    const notes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { earlierItems?: number }).earlierItems),
    )
    expect(notes.filter((note) => note !== undefined)).toEqual([4])
  })
})
