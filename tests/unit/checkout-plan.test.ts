import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CheckoutInput,
  type CheckoutRead,
  type PlanGroup,
  type PlanLine,
  planCheckout,
} from '../../src/domain/checkout/checkout-plan'
import { couponRow } from '../fixtures/coupon-row'

/**
 * The checkout's plan without a database or a clock: from the cart as priced, the address, the
 * chosen slots, the coupon and `now`, the orders and payment to write, or the refusal.
 */

const NOW = new Date('2026-03-10T09:00:00Z') // 12:00 in Nairobi
const TODAY = '2026-03-10'

const address: CheckoutRead['address'] = {
  label: 'Home',
  neighbourhood: 'Kilimani',
  building: 'Rose Court',
  floorAndDoor: '3B',
  landmark: 'Near Yaya Centre',
  directions: null,
  phone: '0712345678',
  lat: -1.29,
  lng: 36.79,
}

const line = (
  id: number,
  name: string,
  unitPriceKes: number,
  quantity: number,
  over: Partial<PlanLine> = {},
) => ({
  meal: { id, name, priceKes: unitPriceKes },
  quantity,
  choiceIds: [],
  note: '',
  options: [],
  optionsValid: true,
  unitPriceKes,
  percentOff: 0,
  lineTotalKes: unitPriceKes * quantity,
  ...over,
})

const group = (id: number, name: string, lines: PlanLine[], feeKes: number, discountKes = 0): PlanGroup => ({
  fulfilment: 'delivery',
  kitchen: { id, name, deliveryFeeKes: feeKes },
  delivery: { deliverable: true, distanceKm: 2.4, etaMinutes: 40 },
  belowMinimumKes: 0,
  subtotalKes: lines.reduce((n, l) => n + l.lineTotalKes, 0),
  discountKes,
  lines,
})

function cartOf(groups: PlanGroup[], coupon: CheckoutRead['cart']['coupon'] = null) {
  const subtotalKes = groups.reduce((n, g) => n + g.subtotalKes, 0)
  const deliveryFeesKes = groups.reduce((n, g) => n + g.kitchen.deliveryFeeKes, 0)
  const discountKes = groups.reduce((n, g) => n + g.discountKes, 0)
  return {
    subtotalKes,
    savingKes: 0,
    deliveryFeesKes,
    discountKes,
    totalKes: subtotalKes + deliveryFeesKes - discountKes,
    coupon,
    groups,
  }
}

const ASAP_TODAY = { slotStart: null, deliveryDay: TODAY }

function readOf(
  cart: CheckoutRead['cart'],
  over: Omit<Partial<CheckoutRead>, 'input'> & { input?: Partial<CheckoutInput> } = {},
) {
  const { input, ...rest } = over
  return {
    input: {
      service: 'food',
      addressId: 1,
      paymentMethod: 'cash',
      expectedTotalKes: cart.totalKes,
      ...input,
    },
    address,
    cart,
    chosen: undefined,
    mpesaOn: true,
    userId: 42,
    coupon: undefined,
    meals: [...new Set(cart.groups.flatMap((g) => g.lines.map((l) => l.meal.name)))].map((name) => ({
      name,
      available: true,
      active: true,
    })),
    slots: new Map(cart.groups.map((g) => [g.kitchen.id, ASAP_TODAY])),
    commissionRates: new Map(cart.groups.map((g) => [g.kitchen.id, 1500])),
    checkoutId: 'c-1',
    now: NOW,
    ...rest,
  } satisfies CheckoutRead
}

function planOf(read: CheckoutRead) {
  const planned = planCheckout(read)
  if ('refused' in planned) throw new Error(`refused: ${planned.refused.code}`)
  return planned.plan
}

const karibu = couponRow({ id: 5 })

describe('planCheckout', () => {
  it('one kitchen, cash: one placed order with its lines, one cash-due payment, the portions for today', () => {
    const cart = cartOf([
      group(
        1,
        "Mama Njeri's Kitchen",
        [line(7, 'Pilau', 450, 2), line(7, 'Pilau', 500, 1, { note: 'extra hot' })],
        150,
      ),
    ])
    const plan = planOf(readOf(cart))
    expect(plan.lineCount).toBe(2)
    expect(plan.takeKitchenIds).toBeUndefined()
    expect(plan.today).toBe(TODAY)
    // The meal's two lines take their portions together.
    expect(plan.portions).toEqual([{ itemId: 7, name: 'Pilau', quantity: 3, day: TODAY }])
    expect(plan.redeem).toBeUndefined()
    expect(plan.mpesaPayment).toBeUndefined()
    const [order] = plan.orders
    expect(order?.order).toMatchObject({
      checkoutId: 'c-1',
      userId: 42,
      kitchenId: 1,
      status: 'placed',
      paymentMethod: 'cash',
      subtotalKes: 1400,
      deliveryFeeKes: 150,
      discountKes: 0,
      couponCode: null,
      totalKes: 1550,
      deliveryDay: TODAY,
      slotStart: null,
      deliveryAddress: address,
    })
    expect(order?.lines.map((l) => [l.quantity, l.unitPriceKes, l.note])).toEqual([
      [2, 450, null],
      [1, 500, 'extra hot'],
    ])
    expect(order?.cashPayment).toEqual({
      checkoutId: 'c-1',
      userId: 42,
      method: 'cash',
      status: 'cash-due',
      amountKes: 1550,
    })
  })

  it('two kitchens with a coupon: each order carries its share, and M-Pesa asks for the whole total once', () => {
    const cart = cartOf(
      [
        group(1, "Mama Njeri's Kitchen", [line(7, 'Pilau', 600, 1)], 150, 60),
        group(2, 'Swahili Plate', [line(9, 'Biryani', 400, 1)], 100, 40),
      ],
      { code: 'KARIBU', applies: true, refusal: null },
    )
    const plan = planOf(readOf(cart, { coupon: karibu, input: { paymentMethod: 'mpesa' } }))
    expect(
      plan.orders.map((o) => [o.order.kitchenId, o.order.discountKes, o.order.couponCode, o.order.totalKes]),
    ).toEqual([
      [1, 60, 'KARIBU', 690],
      [2, 40, 'KARIBU', 460],
    ])
    expect(
      plan.orders.every((o) => o.order.status === 'awaiting-payment' && o.cashPayment === undefined),
    ).toBe(true)
    expect(plan.redeem).toEqual({ coupon: karibu, discountKes: 100, now: NOW })
    expect(plan.clearCoupon).toBe(true)
    // The address's phone gets the prompt, in international form.
    expect(plan.mpesaPayment).toEqual({
      checkoutId: 'c-1',
      userId: 42,
      method: 'mpesa',
      status: 'pending',
      amountKes: 1150,
      phone: '+254712345678',
    })
    expect(plan.orders.reduce((n, o) => n + (o.order.totalKes ?? 0), 0)).toBe(plan.mpesaPayment?.amountKes)
  })

  it('a pre-order slot: the order and its portions go on the slot’s day', () => {
    const slotStart = new Date('2026-03-12T10:30:00+03:00')
    const cart = cartOf([group(1, "Mama Njeri's Kitchen", [line(7, 'Pilau', 450, 4)], 150)])
    const plan = planOf(readOf(cart, { slots: new Map([[1, { slotStart, deliveryDay: '2026-03-12' }]]) }))
    expect(plan.orders[0]?.order).toMatchObject({ deliveryDay: '2026-03-12', slotStart })
    expect(plan.portions).toEqual([{ itemId: 7, name: 'Pilau', quantity: 4, day: '2026-03-12' }])
    // Today stays today: a pre-order still counts against the days ahead of it.
    expect(plan.today).toBe(TODAY)
  })

  it('refuses a total other than the one shown, with the prices now and nothing to write', () => {
    const cart = cartOf([group(1, "Mama Njeri's Kitchen", [line(7, 'Pilau', 500, 2)], 150)])
    const planned = planCheckout(readOf(cart, { input: { expectedTotalKes: 1050 } }))
    expect('refused' in planned && planned.refused).toMatchObject({
      kind: 'conflict',
      code: 'checkout.priceChanged',
      values: { totalKes: 1150, expectedTotalKes: 1050 },
      details: {
        expectedTotalKes: 1050,
        totalKes: 1150,
        subtotalKes: 1000,
        deliveryFeesKes: 150,
        lines: [
          { kitchenId: 1, itemId: 7, name: 'Pilau', quantity: 2, unitPriceKes: 500, lineTotalKes: 1000 },
        ],
      },
    })
  })

  it('plans exactly when the total shown is the total now', () => {
    const cart = cartOf([group(1, "Mama Njeri's Kitchen", [line(7, 'Pilau', 500, 2)], 150)])
    fc.assert(
      fc.property(fc.nat(5_000), (expectedTotalKes) => {
        const planned = planCheckout(readOf(cart, { input: { expectedTotalKes } }))
        expect('plan' in planned).toBe(expectedTotalKes === 1150)
      }),
    )
  })

  it('refuses a meal taken off since, before the price', () => {
    const cart = cartOf([group(1, "Mama Njeri's Kitchen", [line(7, 'Pilau', 500, 2)], 150)])
    const planned = planCheckout(
      readOf(cart, {
        meals: [{ name: 'Pilau', available: false, active: true }],
        input: { expectedTotalKes: 1 },
      }),
    )
    expect('refused' in planned && [planned.refused.code, planned.refused.errors]).toEqual([
      'checkout.mealsGone',
      { cart: ['Pilau'] },
    ])
  })

  it('orders only the chosen kitchens’ lines', () => {
    const cart = cartOf([group(2, 'Swahili Plate', [line(9, 'Biryani', 400, 1)], 100)])
    const plan = planOf(readOf(cart, { chosen: new Set([2]) }))
    expect(plan.takeKitchenIds).toEqual([2])
    expect(plan.orders.map((o) => o.order.kitchenId)).toEqual([2])
  })
})
