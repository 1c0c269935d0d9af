import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { Kitchen } from '../../src/contracts/catalogue.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { orders, payments } from '../../src/db/schema'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { checkoutBody, placeOrder, portionsForMinimum, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Delivery fees by distance (decision record 0037): the cart, the checkout, the
 * M-Pesa amount and the kitchen page price each kitchen's delivery to the shopper's address from
 * the straight-line distance; a kitchen beyond its radius is refused with its name. The figures
 * here are worked by hand from the kitchen's settings, not by the rule under test. On PGlite and
 * Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h

// The kitchen sits at Yaya Centre; one degree of latitude is 111.195 km (mean Earth radius).
const KITCHEN_AT = { lat: -1.2921, lng: 36.7856 }
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180
const kmNorth = (km: number) => ({ lat: KITCHEN_AT.lat + km / KM_PER_DEGREE, lng: KITCHEN_AT.lng })

/** Base KES 80, KES 15 a km, up to 8 km, 20 minutes to cook. */
const distanceKitchen = () =>
  createKitchen(h.api.db, {
    ...KITCHEN_AT,
    deliveryFeeKes: 80,
    deliveryPerKmKes: 15,
    deliveryRadiusKm: 8,
    prepMinutes: 20,
  })

const address = (label: string, pin: { lat: number; lng: number } | null) => ({
  label,
  neighbourhood: 'Kilimani',
  building: 'Jabavu Court, Block C',
  landmark: 'Opposite Yaya Centre',
  phone: '0712 345 678',
  ...(pin ?? {}),
})

async function addAddress(token: string, body: object): Promise<number> {
  const posted = await call('POST', 'locations', token, body)
  expect(posted.status).toBe(201)
  return ((await posted.json()) as { id: number }).id
}

/** A shopper whose default address is pinned `km` north of the kitchen, with its minimum in the cart. */
async function shopperAt(kitchen: FactoryKitchen, km: number) {
  const shopper = await shopperWithAddress(h.api, address('Home', kmNorth(km)))
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('No meal')
  const quantity = portionsForMinimum(kitchen, meal)
  expect((await call('PUT', `cart/items/${meal.id}`, shopper.token, { quantity })).status).toBe(200)
  return { ...shopper, subtotalKes: meal.priceKes * quantity }
}

const cartOf = async (token: string, addressId?: number) => {
  const answer = await call('GET', `cart${addressId ? `?addressId=${addressId}` : ''}`, token)
  expect(answer.status).toBe(200)
  return v.parse(CartView, await answer.json())
}

describe('the cart prices delivery by distance', () => {
  it('charges the base plus the price per km to the default address, rounded, with the ETA', async () => {
    const kitchen = await distanceKitchen()
    // 3.37 km: 80 + 15 × 3.37 = 130.55 → KES 131; 20 min + 3.37 km at 20 km/h (10.1 min) → 31 min.
    const shopper = await shopperAt(kitchen, 3.37)
    const cart = await cartOf(shopper.token)
    expect(cart.addressId).toBe(shopper.addressId)
    expect(cart.groups[0]).toMatchObject({
      kitchen: { id: kitchen.id, deliveryFeeKes: 131 },
      delivery: { deliverable: true, distanceKm: 3.4, feeKes: 131, etaMinutes: 31, pinned: true },
    })
    expect(cart).toMatchObject({ deliveryFeesKes: 131, totalKes: shopper.subtotalKes + 131 })
  })

  it('rounds half a shilling down below it and up from it', async () => {
    const kitchen = await distanceKitchen()
    // 2.03 km: 80 + 30.45 = 110.45 → 110; 2.04 km: 80 + 30.6 = 110.6 → 111.
    const near = await shopperAt(kitchen, 2.03)
    expect((await cartOf(near.token)).groups[0]?.delivery?.feeKes).toBe(110)
    const farther = await shopperAt(kitchen, 2.04)
    expect((await cartOf(farther.token)).groups[0]?.delivery?.feeKes).toBe(111)
  })

  it("prices to the address asked for, says when a kitchen does not deliver there, and refuses an address not the shopper's", async () => {
    const kitchen = await distanceKitchen()
    const shopper = await shopperAt(kitchen, 1)
    const far = await addAddress(shopper.token, address('Office', kmNorth(8.5)))
    const cart = await cartOf(shopper.token, far)
    expect(cart.addressId).toBe(far)
    expect(cart.groups[0]?.delivery).toEqual({
      deliverable: false,
      distanceKm: 8.5,
      feeKes: null,
      etaMinutes: null,
      pinned: true,
    })
    const stranger = await shopperWithAddress(h.api)
    const theirs = await call('GET', `cart?addressId=${stranger.addressId}`, shopper.token)
    expect(theirs.status).toBe(422)
    expect(await theirs.json()).toMatchObject({ codes: { addressId: ['checkout.addressId'] } })
    // A visitor has no addresses: no fee is quoted, each kitchen shows its base.
    const visitor = await call('GET', 'cart')
    expect(v.parse(CartView, await visitor.json())).toMatchObject({ addressId: null, groups: [] })
  })

  it('prices an address without a pin from the middle of its area, and says so', async () => {
    const kitchen = await distanceKitchen()
    const shopper = await shopperAt(kitchen, 1)
    const unpinned = await addAddress(shopper.token, address('Flat', null))
    // Kilimani's middle (-1.2898, 36.7866) is 0.28 km from the kitchen: 80 + 4.2 → KES 84.
    expect((await cartOf(shopper.token, unpinned)).groups[0]?.delivery).toMatchObject({
      deliverable: true,
      distanceKm: 0.3,
      feeKes: 84,
      pinned: false,
    })
  })
})

describe('the checkout charges the distance fee', () => {
  it('keeps the fee, distance and ETA on the order, and the cash owed includes the fee', async () => {
    const kitchen = await distanceKitchen()
    const shopper = await shopperAt(kitchen, 3.37)
    const result = await placeOrder(h.api, shopper)
    expect(result.orders[0]).toMatchObject({
      deliveryFeeKes: 131,
      deliveryDistanceKm: 3.4,
      etaMinutes: 31,
      totalKes: shopper.subtotalKes + 131,
      dueKes: shopper.subtotalKes + 131,
    })
  })

  it('prompts M-Pesa for the subtotal plus the distance fee', async () => {
    const kitchen = await distanceKitchen()
    // 6 km: 80 + 90 = KES 170.
    const shopper = await shopperAt(kitchen, 6)
    const result = await placeOrder(h.api, shopper, { paymentMethod: 'mpesa' })
    expect(result.payment).toMatchObject({ status: 'pending', amountKes: shopper.subtotalKes + 170 })
    const [stored] = await h.api.db.select().from(payments).where(eq(payments.checkoutId, result.checkoutId))
    expect(stored?.amountKes).toBe(shopper.subtotalKes + 170)
  })

  it("refuses an address beyond a kitchen's radius with a field error naming the kitchen, and keeps the cart", async () => {
    const kitchen = await distanceKitchen()
    const shopper = await shopperAt(kitchen, 1)
    const far = await addAddress(shopper.token, address('Office', kmNorth(8.5)))
    const refused = await call(
      'POST',
      'orders',
      shopper.token,
      await checkoutBody(h.api, shopper.token, { addressId: far, paymentMethod: 'cash' }),
    )
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      code: 'checkout.outOfRange',
      codes: { addressId: ['checkout.outOfRange'] },
      errors: { addressId: [`${kitchen.name} does not deliver to this address: it is 8.5 km away`] },
    })
    expect(await h.api.db.select().from(orders).where(eq(orders.kitchenId, kitchen.id))).toEqual([])
    expect((await cartOf(shopper.token)).itemCount).toBeGreaterThan(0)
    // Its radius itself is still delivered to: 7.99 km is KES 80 + 119.85 → 200.
    const edge = await addAddress(shopper.token, address('Edge', kmNorth(7.99)))
    const placed = await placeOrder(h.api, { token: shopper.token, addressId: edge })
    expect(placed.orders[0]).toMatchObject({ deliveryFeeKes: 200, deliveryDistanceKm: 8 })
  })
})

describe('checkouts at once', () => {
  it('charge each shopper the fee of their own distance, in the order and the M-Pesa amount', async () => {
    const kitchen = await distanceKitchen()
    // 0.5 km apart from 0.45 to 4.95 km: 80 + 15 × km in whole shillings (86.75 → 87 … 154.25 → 154),
    // never on a half shilling, where the floating-point km could round either way.
    const distances = Array.from({ length: 10 }, (_, i) => 0.45 + i * 0.5)
    const shoppers = []
    for (const km of distances) shoppers.push({ km, ...(await shopperAt(kitchen, km)) })
    // Each shopper's total as their checkout page showed it; the checkouts then go at once.
    const bodies = await Promise.all(
      shoppers.map((shopper, i) =>
        checkoutBody(h.api, shopper.token, {
          addressId: shopper.addressId,
          paymentMethod: i % 2 === 0 ? 'mpesa' : 'cash',
          phone: '0712 345 678',
        }),
      ),
    )
    const answers = await Promise.all(
      shoppers.map((shopper, i) => call('POST', 'orders', shopper.token, bodies[i])),
    )
    for (const [i, answer] of answers.entries()) {
      const shopper = shoppers[i]
      if (!shopper) throw new Error('No shopper')
      expect(answer.status, `${shopper.km} km`).toBe(201)
      const result = v.parse(CheckoutResult, await answer.json())
      const fee = Math.round(80 + 15 * shopper.km)
      expect(result.orders[0], `${shopper.km} km`).toMatchObject({
        deliveryFeeKes: fee,
        totalKes: shopper.subtotalKes + fee,
      })
      if (i % 2 === 0) expect(result.payment?.amountKes).toBe(shopper.subtotalKes + fee)
    }
  })
})

describe('the kitchen page quotes delivery to the shopper', () => {
  const kitchenOf = async (id: number, token?: string, headers: Record<string, string> = {}) => {
    const answer = await call('GET', `kitchens/${id}`, token, undefined, headers)
    expect(answer.status).toBe(200)
    return v.parse(Kitchen, await answer.json())
  }

  it('quotes to a shared location (X-STORE-LOCATION), else the default address; a visitor without one sees the settings', async () => {
    const kitchen = await distanceKitchen()
    const visitor = await kitchenOf(kitchen.id)
    expect(visitor.delivery).toEqual({ baseKes: 80, perKmKes: 15, radiusKm: 8, quote: null })
    expect(visitor.deliveryFeeKes).toBe(80)
    const at = kmNorth(3.37)
    const shared = await kitchenOf(kitchen.id, undefined, { 'X-STORE-LOCATION': `${at.lat},${at.lng}` })
    expect(shared.deliveryFeeKes).toBe(131)
    expect(shared.delivery.quote).toEqual({
      deliverable: true,
      distanceKm: 3.4,
      feeKes: 131,
      etaMinutes: 31,
      pinned: true,
    })
    const shopper = await shopperWithAddress(h.api, address('Home', kmNorth(9)))
    expect((await kitchenOf(kitchen.id, shopper.token)).delivery.quote).toMatchObject({
      deliverable: false,
      distanceKm: 9,
      feeKes: null,
    })
  })

  it('refuses a malformed location with a field error', async () => {
    const kitchen = await distanceKitchen()
    for (const location of ['-1.29', 'here', '-1.29,200']) {
      const answer = await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, {
        'X-STORE-LOCATION': location,
      })
      expect(answer.status, location).toBe(422)
      expect(await answer.json()).toMatchObject({ codes: { 'X-STORE-LOCATION': ['location.invalid'] } })
    }
  })
})
