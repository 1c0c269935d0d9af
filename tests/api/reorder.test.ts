import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { ReorderResult } from '../../src/contracts/orders.responses'
import { items, portionSales } from '../../src/db/schema'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { createKitchen } from '../fixtures/catalogue'
import { placeOrder, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * "Order again": an order's lines go back into the cart, and what cannot be
 * ordered or costs something else now is said. On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h

/** A kitchen without a minimum, three meals, and a shopper's delivered-or-not order of all three. */
async function orderOfThree() {
  const kitchen = await createKitchen(h.api.db, {
    minOrderKes: 0,
    meals: [
      { name: 'Pilau', priceKes: 350, dailyPortions: 30 },
      { name: 'Chapati', priceKes: 40, dailyPortions: 30 },
      { name: 'Kachumbari', priceKes: 60, dailyPortions: 30 },
    ],
  })
  const shopper = await shopperWithAddress(h.api)
  const [pilau, chapati, kachumbari] = kitchen.meals
  if (!pilau || !chapati || !kachumbari) throw new Error('No meals')
  await call('PUT', `cart/items/${pilau.id}`, shopper.token, { quantity: 2 })
  await call('PUT', `cart/items/${chapati.id}`, shopper.token, { quantity: 4 })
  await call('PUT', `cart/items/${kachumbari.id}`, shopper.token, { quantity: 1 })
  const placed = await placeOrder(h.api, shopper)
  return { shopper, orderId: placed.orders[0]?.id ?? 0, pilau, chapati, kachumbari }
}

describe('order again', () => {
  it("puts the order's meals back into the cart, added to what is there", async () => {
    const { shopper, orderId, pilau, chapati } = await orderOfThree()
    await call('PUT', `cart/items/${pilau.id}`, shopper.token, { quantity: 1 })
    const answer = await call('POST', `orders/${orderId}/reorder`, shopper.token)
    expect(answer.status).toBe(200)
    const result = v.parse(ReorderResult, await answer.json())
    expect(result).toMatchObject({ added: 3, leftOut: [], priceChanges: [] })
    const quantities = new Map(result.cart.groups.flatMap((g) => g.lines).map((l) => [l.meal.id, l.quantity]))
    expect(quantities.get(pilau.id)).toBe(3)
    expect(quantities.get(chapati.id)).toBe(4)
    const cart = v.parse(CartView, await (await call('GET', 'cart', shopper.token)).json())
    expect(cart.itemCount).toBe(8)
  })

  it('names a meal taken off the menu or sold out today, and a price that changed', async () => {
    const { shopper, orderId, pilau, chapati, kachumbari } = await orderOfThree()
    await h.api.db.update(items).set({ available: false }).where(eq(items.id, chapati.id))
    await h.api.db.update(items).set({ priceKes: 400 }).where(eq(items.id, pilau.id))
    await h.api.db
      .insert(portionSales)
      .values({ itemId: kachumbari.id, day: nairobiDate(new Date()), sold: 30 })
      .onConflictDoUpdate({ target: [portionSales.itemId, portionSales.day], set: { sold: 30 } })
    const result = v.parse(
      ReorderResult,
      await (await call('POST', `orders/${orderId}/reorder`, shopper.token)).json(),
    )
    expect(result.added).toBe(1)
    expect(result.leftOut).toEqual(
      expect.arrayContaining([
        { name: 'Chapati', reason: 'gone' },
        { name: 'Kachumbari', reason: 'soldOut' },
      ]),
    )
    expect(result.priceChanges).toEqual([{ name: 'Pilau', wasKes: 350, nowKes: 400 }])
    expect(result.cart.groups.flatMap((g) => g.lines).map((l) => l.meal.id)).toEqual([pilau.id])
  })

  it("is 404 for another shopper's order and 401 without a session", async () => {
    const { orderId } = await orderOfThree()
    const stranger = await shopperWithAddress(h.api)
    const answer = await call('POST', `orders/${orderId}/reorder`, stranger.token)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ code: 'order.notFound' })
    expect((await call('POST', `orders/${orderId}/reorder`)).status).toBe(401)
    expect((await call('POST', 'orders/abc/reorder', stranger.token)).status).toBe(422)
  })
})
