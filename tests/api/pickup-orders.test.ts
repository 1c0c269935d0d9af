import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenSettings } from '../../src/contracts/kitchen-settings.responses'
import { carts, orders, payments } from '../../src/db/schema'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { boardOf, inMinutes, kitchenAccount, step, stepOk } from '../fixtures/kitchen'
import { notificationsOf } from '../fixtures/notifications'
import {
  feeToHome,
  placeOrder,
  portionsForMinimum,
  type Shopper,
  shopperWithAddress,
} from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Orders a shopper picks up at the kitchen (decision record 0116): a kitchen hands its orders
 * over at its door, delivers them, or lets each shopper choose; a picked-up order has no fee and
 * no radius, never goes "on the way", takes no rider and is collected from "ready". On PGlite
 * and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call, order } = h

const codeOf = async (response: Response) => v.parse(ErrorBody, await response.json()).code
const cartOf = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(CartView, await response.json())
}
const choose = (shopper: Shopper, kitchenId: number, fulfilment: unknown) =>
  call('PUT', `cart/fulfilment?addressId=${shopper.addressId}`, shopper.token, { kitchenId, fulfilment })

/** Enough of the kitchen's first meal for its minimum, in the shopper's cart. */
async function fill(shopper: Shopper, kitchen: FactoryKitchen) {
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The factory kitchen has no meal')
  const put = await call('PUT', `cart/items/${meal.id}`, shopper.token, {
    quantity: portionsForMinimum(kitchen, meal),
  })
  expect(put.status).toBe(200)
  return meal.priceKes * portionsForMinimum(kitchen, meal)
}

// The shopper's HOME_ADDRESS is priced from the middle of Kilimani; this kitchen is in Karen,
// about 9 km away, and delivers 3 km at most: only a pick-up can reach that shopper.
const FAR_AWAY = { neighbourhood: 'Karen' as const, lat: -1.3197, lng: 36.7073, deliveryRadiusKm: 3 }

describe('a kitchen that only hands orders over at its door', () => {
  it('is picked up whatever the distance: no fee, its place on the order, collected from ready without a rider, its cash paid at collection', async () => {
    const kitchen = await createKitchen(h.api.db, {
      ...FAR_AWAY,
      fulfilment: 'pickup',
      landmark: 'Next to Karen Hub',
    })
    const cook = await kitchenAccount(h.api, kitchen.id)
    const shopper = await shopperWithAddress(h.api)
    const subtotal = await fill(shopper, kitchen)

    const cart = await cartOf(await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token))
    const [group] = cart.groups
    expect(group).toMatchObject({
      fulfilment: 'pickup',
      delivery: null,
      checkoutNow: true,
      kitchen: {
        fulfilment: 'pickup',
        deliveryFeeKes: 0,
        pickupAt: { neighbourhood: 'Karen', landmark: 'Next to Karen Hub' },
      },
    })
    expect(cart).toMatchObject({ deliveryFeesKes: 0, totalKes: subtotal })
    // It cannot be delivered instead.
    const delivered = await choose(shopper, kitchen.id, 'delivery')
    expect(delivered.status).toBe(422)
    expect(await delivered.json()).toMatchObject({
      code: 'cart.deliveryNotOffered',
      codes: { fulfilment: ['cart.deliveryNotOffered'] },
    })

    const placed = await placeOrder(h.api, shopper)
    const [ordered] = placed.orders
    if (!ordered) throw new Error('No order placed')
    expect(ordered).toMatchObject({
      fulfilment: 'pickup',
      deliveryFeeKes: 0,
      deliveryDistanceKm: null,
      totalKes: subtotal,
      pickupAt: {
        neighbourhood: 'Karen',
        landmark: 'Next to Karen Hub',
        lat: FAR_AWAY.lat,
        lng: FAR_AWAY.lng,
      },
      // No rider comes to the shopper's door: no code to give one.
      deliveryCode: null,
    })

    // The board: the shopper's phone to call, never where they live.
    const onBoard = (await boardOf(h.api, cook.token)).items.find((o) => o.id === ordered.id)
    expect(onBoard).toMatchObject({
      fulfilment: 'pickup',
      deliveryAddress: null,
      customerPhone: '+254712345678',
      canAssignRider: false,
    })

    await stepOk(h.api, cook.token, ordered.id, { to: 'accepted', readyBy: inMinutes(30) })
    // No rider takes a picked-up order.
    const rider = await call('PUT', `kitchen/orders/${ordered.id}/rider`, cook.token, {
      name: 'Juma Otieno',
      phone: '0722000111',
    })
    expect(rider.status).toBe(409)
    expect(await codeOf(rider)).toBe('rider.cannotAssign')
    await stepOk(h.api, cook.token, ordered.id, { to: 'preparing' })
    const ready = await stepOk(h.api, cook.token, ordered.id, { to: 'ready' })
    expect(ready.nextSteps).toEqual(['delivered'])
    const onTheWay = await step(h.api, cook.token, ordered.id, { to: 'on-the-way' })
    expect(onTheWay.status).toBe(409)
    expect(await codeOf(onTheWay)).toBe('kitchen.illegalStep')

    const collected = await stepOk(h.api, cook.token, ordered.id, { to: 'delivered' })
    expect(collected).toMatchObject({ status: 'delivered', dueKes: 0, nextSteps: [] })
    // The cash was paid at the kitchen's door.
    const [cash] = await h.api.db.select().from(payments).where(eq(payments.orderId, ordered.id))
    expect(cash).toMatchObject({ method: 'cash', status: 'paid', amountKes: subtotal })
    const after = await order(shopper.token, ordered.id)
    expect(after).toMatchObject({ status: 'delivered', fulfilment: 'pickup', paidKes: subtotal, dueKes: 0 })
    expect(after.timeline.map((e) => e.status)).toEqual([
      'placed',
      'accepted',
      'preparing',
      'ready',
      'delivered',
    ])
    // The shopper was told to come, then that it was collected.
    const centre = await notificationsOf(h.api, shopper.token)
    expect(centre.items.slice(0, 2).map((n) => [n.kind, n.title])).toEqual([
      ['order.collected', `You collected your order ${ordered.id} from ${kitchen.name}`],
      ['order.ready-to-collect', `Your order ${ordered.id} is ready: collect it at ${kitchen.name}`],
    ])
  })
})

describe('a kitchen that delivers and hands over at its door', () => {
  it('delivers unless the shopper chooses pick-up, per kitchen, and charges what the cart showed', async () => {
    const both = await createKitchen(h.api.db, { fulfilment: 'both' })
    const deliverer = await createKitchen(h.api.db)
    const shopper = await shopperWithAddress(h.api)
    const bothSubtotal = await fill(shopper, both)
    const delivererSubtotal = await fill(shopper, deliverer)
    const fees = feeToHome(both) + feeToHome(deliverer)

    const before = await cartOf(await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token))
    expect(before.groups.map((g) => [g.kitchen.id, g.fulfilment])).toEqual(
      expect.arrayContaining([
        [both.id, 'delivery'],
        [deliverer.id, 'delivery'],
      ]),
    )
    expect(before.totalKes).toBe(bothSubtotal + delivererSubtotal + fees)

    const picked = await cartOf(await choose(shopper, both.id, 'pickup'))
    const groupOf = (cart: CartView, id: number) => cart.groups.find((g) => g.kitchen.id === id)
    expect(groupOf(picked, both.id)).toMatchObject({
      fulfilment: 'pickup',
      delivery: null,
      kitchen: { deliveryFeeKes: 0 },
    })
    expect(groupOf(picked, deliverer.id)).toMatchObject({
      fulfilment: 'delivery',
      kitchen: { deliveryFeeKes: feeToHome(deliverer) },
    })
    // Priced to the address asked for, and kept on the cart for the next read.
    expect(picked).toMatchObject({
      addressId: shopper.addressId,
      totalKes: before.totalKes - feeToHome(both),
    })
    const again = await cartOf(await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token))
    expect(again.totalKes).toBe(picked.totalKes)

    // A kitchen that only delivers cannot be picked up.
    const refused = await choose(shopper, deliverer.id, 'pickup')
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      code: 'cart.pickupNotOffered',
      message: `${deliverer.name} delivers its orders: it has no pick-up`,
    })

    const placed = await placeOrder(h.api, shopper)
    const byKitchen = new Map(placed.orders.map((o) => [o.kitchen.id, o]))
    expect(byKitchen.get(both.id)).toMatchObject({
      fulfilment: 'pickup',
      deliveryFeeKes: 0,
      totalKes: bothSubtotal,
    })
    expect(byKitchen.get(deliverer.id)).toMatchObject({
      fulfilment: 'delivery',
      deliveryFeeKes: feeToHome(deliverer),
      pickupAt: null,
    })
    expect(byKitchen.get(deliverer.id)?.deliveryCode).toMatch(/^\d{4}$/)
  })

  it('goes back to delivery when chosen, or when the kitchen stops handing orders over', async () => {
    const both = await createKitchen(h.api.db, { fulfilment: 'both' })
    const cook = await kitchenAccount(h.api, both.id)
    const shopper = await shopperWithAddress(h.api)
    const subtotal = await fill(shopper, both)
    await cartOf(await choose(shopper, both.id, 'pickup'))
    const back = await cartOf(await choose(shopper, both.id, 'delivery'))
    expect(back.groups[0]).toMatchObject({
      fulfilment: 'delivery',
      kitchen: { deliveryFeeKes: feeToHome(both) },
    })
    expect(back.totalKes).toBe(subtotal + feeToHome(both))

    await cartOf(await choose(shopper, both.id, 'pickup'))
    // The cook's settings: the way its orders reach shoppers, read and set with the others.
    const settings = v.parse(
      KitchenSettings,
      await (await call('GET', 'kitchen/settings', cook.token)).json(),
    )
    expect(settings.fulfilment).toBe('both')
    const { fulfilment: _, ...rest } = settings
    const saved = await call('PUT', 'kitchen/settings', cook.token, { ...rest, fulfilment: 'delivery' })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(v.parse(KitchenSettings, await saved.json()).fulfilment).toBe('delivery')
    const delivering = await cartOf(await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token))
    expect(delivering.groups[0]).toMatchObject({
      fulfilment: 'delivery',
      kitchen: { fulfilment: 'delivery' },
    })
    expect(delivering.totalKes).toBe(subtotal + feeToHome(both))

    const badWay = await call('PUT', 'kitchen/settings', cook.token, { ...rest, fulfilment: 'drone' })
    expect(badWay.status).toBe(422)
    expect(await badWay.json()).toMatchObject({ codes: { fulfilment: ['settings.fulfilment'] } })
  })

  it('refuses a kitchen that is not in the cart and a way that is not one, changing nothing', async () => {
    const both = await createKitchen(h.api.db, { fulfilment: 'both' })
    const elsewhere = await createKitchen(h.api.db, { fulfilment: 'both' })
    const shopper = await shopperWithAddress(h.api)
    await fill(shopper, both)
    const notInCart = await choose(shopper, elsewhere.id, 'pickup')
    expect(notInCart.status).toBe(422)
    expect(await notInCart.json()).toMatchObject({ codes: { kitchenId: ['cart.kitchenId'] } })
    for (const body of [
      { kitchenId: both.id, fulfilment: 'drone' },
      { kitchenId: 'one', fulfilment: 'pickup' },
      {},
    ]) {
      const refused = await call('PUT', 'cart/fulfilment', shopper.token, body)
      expect(refused.status).toBe(422)
    }
    // A visitor's cart without lines of it: the same 422.
    expect(
      (await call('PUT', 'cart/fulfilment', undefined, { kitchenId: both.id, fulfilment: 'pickup' })).status,
    ).toBe(422)
    const cart = await cartOf(await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token))
    expect(cart.groups[0]?.fulfilment).toBe('delivery')
  })

  it('keeps every choice of choices made at once: two kitchens together, and one kitchen switched back and forth', async () => {
    const first = await createKitchen(h.api.db, { fulfilment: 'both' })
    const second = await createKitchen(h.api.db, { fulfilment: 'both' })
    const shopper = await shopperWithAddress(h.api)
    await fill(shopper, first)
    await fill(shopper, second)
    // Both kitchens picked up at the same moment: neither choice is lost to the other.
    const together = await Promise.all([
      choose(shopper, first.id, 'pickup'),
      choose(shopper, second.id, 'pickup'),
    ])
    expect(together.map((r) => r.status)).toEqual([200, 200])
    const both = await cartOf(await call('GET', `cart?addressId=${shopper.addressId}`, shopper.token))
    expect(both.groups.map((g) => g.fulfilment)).toEqual(['pickup', 'pickup'])
    // Eight taps at once on one kitchen: it ends as one of them, and is listed once.
    const taps = await Promise.all(
      Array.from({ length: 8 }, (_, i) => choose(shopper, first.id, i % 2 === 0 ? 'delivery' : 'pickup')),
    )
    expect(taps.every((r) => r.status === 200)).toBe(true)
    const [row] = await h.api.db
      .select({ ids: carts.pickupKitchenIds })
      .from(carts)
      .where(eq(carts.userId, shopper.user.id))
    expect(row?.ids.filter((id) => id === second.id)).toEqual([second.id])
    expect(row?.ids.filter((id) => id === first.id).length).toBeLessThanOrEqual(1)
    // And the database itself refuses a picked-up order with a fee, a rider or on the way.
    const placed = await placeOrder(h.api, shopper)
    const id = placed.orders.find((o) => o.kitchen.id === second.id)?.id ?? 0
    const [stored] = await h.api.db.select().from(orders).where(eq(orders.id, id))
    expect(stored?.fulfilment).toBe('pickup')
    await expect(
      h.api.db
        .update(orders)
        .set({ deliveryFeeKes: 50, totalKes: (stored?.totalKes ?? 0) + 50 })
        .where(eq(orders.id, id)),
    ).rejects.toThrow()
    await expect(
      h.api.db.update(orders).set({ status: 'on-the-way' }).where(eq(orders.id, id)),
    ).rejects.toThrow()
  })
})
