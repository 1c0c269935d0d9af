import { and, eq, inArray, sum } from 'drizzle-orm'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { KitchenEarnings } from '../../src/contracts/earnings.responses'
import { orders, payments } from '../../src/db/schema'
import { commissionOf } from '../../src/domain/earnings/commission'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen, uniqueTag } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A kitchen's earnings reconcile with its orders and payments to the shilling, whatever orders
 * it had (property-based): random orders are written as the app leaves them (a delivered cash
 * order paid, a declined M-Pesa order's money refund-due, …), then the statement read over the
 * API is checked against sums of the payments table and against the rule of decision 0109,
 * worked out here on its own. On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()

const OCTOBER_DAYS = Array.from({ length: 28 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`)
// The Mondays of the weeks that hold October 1–28 (1 October 2026 is a Thursday).
const WEEKS = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']

const anOrder = fc
  .record({
    status: fc.constantFrom('delivered', 'delivered', 'declined', 'cancelled', 'placed', 'on-the-way'),
    paymentMethod: fc.constantFrom('mpesa', 'cash'),
    subtotalKes: fc.integer({ min: 50, max: 6000 }),
    deliveryFeeKes: fc.integer({ min: 0, max: 400 }),
    // Never the whole subtotal: with free delivery that is an order of KSh 0, whose payment row
    // the payments table refuses (its amount is positive), as the checkout never writes one.
    discountShare: fc.constantFrom(0, 0, 0.1, 0.5, 0.9),
    homecookedCoupon: fc.boolean(),
    commissionBp: fc.integer({ min: 0, max: 5000 }),
    day: fc.constantFrom(...OCTOBER_DAYS),
    // How much of a stopped M-Pesa order was paid before it stopped: none, part, all.
    paidShare: fc.constantFrom(0, 0.4, 1),
  })
  .map((o) => {
    const discountKes = Math.floor(o.subtotalKes * o.discountShare)
    const totalKes = o.subtotalKes + o.deliveryFeeKes - discountKes
    const stopped = o.status === 'declined' || o.status === 'cancelled'
    const paidKes =
      o.status === 'delivered'
        ? totalKes
        : o.paymentMethod === 'cash'
          ? 0
          : stopped
            ? Math.floor(totalKes * o.paidShare)
            : totalKes
    return { ...o, discountKes, totalKes, paidKes }
  })

type Generated = (typeof anOrder extends fc.Arbitrary<infer T> ? T : never)[]

async function writeOrders(kitchenId: number, userId: number, generated: Generated) {
  for (const o of generated) {
    const checkoutId = uniqueTag()
    const [row] = await h.api.db
      .insert(orders)
      .values({
        checkoutId,
        userId,
        kitchenId,
        status: o.status,
        paymentMethod: o.paymentMethod,
        subtotalKes: o.subtotalKes,
        deliveryFeeKes: o.deliveryFeeKes,
        discountKes: o.discountKes,
        couponCode: o.discountKes > 0 ? 'RANDOM' : null,
        ...commissionOf(
          {
            subtotalKes: o.subtotalKes,
            discountKes: o.discountKes,
            couponKitchenId: o.homecookedCoupon ? null : kitchenId,
          },
          o.commissionBp,
        ),
        totalKes: o.totalKes,
        paidKes: o.paidKes,
        deliveryAddress: {
          label: 'Home',
          neighbourhood: 'Kilimani',
          building: 'Jabavu Court',
          floorAndDoor: null,
          landmark: 'Yaya Centre',
          directions: null,
          phone: '+254712345678',
          lat: null,
          lng: null,
        },
        deliveryDay: o.day,
      })
      .returning({ id: orders.id })
    if (!row) throw new Error('No order row')
    const base = { checkoutId, orderId: row.id, userId, method: o.paymentMethod }
    if (o.paidKes > 0)
      await h.api.db.insert(payments).values({ ...base, status: 'paid', amountKes: o.paidKes })
    else if (o.paymentMethod === 'cash' && o.status !== 'declined' && o.status !== 'cancelled')
      await h.api.db.insert(payments).values({ ...base, status: 'cash-due', amountKes: o.totalKes })
    if ((o.status === 'declined' || o.status === 'cancelled') && o.paidKes > 0)
      await h.api.db.insert(payments).values({ ...base, status: 'refund-due', amountKes: o.paidKes })
  }
}

async function earnings(token: string, period: string, date: string) {
  const response = await h.call('GET', `kitchen/earnings?period=${period}&date=${date}`, token)
  expect(response.status).toBe(200)
  return v.parse(KitchenEarnings, await response.json())
}

/** The kitchen's payments of one status and method, for orders with these statuses. */
async function paymentSum(kitchenId: number, method: 'mpesa' | 'cash', status: string, of: string[]) {
  const [row] = await h.api.db
    .select({ kes: sum(payments.amountKes).mapWith(Number) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.kitchenId, kitchenId),
        eq(payments.method, method),
        eq(payments.status, status as 'paid'),
        inArray(orders.status, of as ['delivered']),
      ),
    )
  return row?.kes ?? 0
}

describe("a kitchen's earnings", () => {
  it('reconcile with its orders and payments to the shilling, in a month and in its weeks', async () => {
    const shopper = await signedInUser(h.api)
    await fc.assert(
      fc.asyncProperty(fc.array(anOrder, { minLength: 1, maxLength: 12 }), async (generated) => {
        const kitchen = await createKitchen(h.api.db)
        const cook = await kitchenAccount(h.api, kitchen.id)
        await writeOrders(kitchen.id, shopper.user.id, generated)
        const month = await earnings(cook.token, 'month', '2026-10-15')
        expect([month.from, month.to]).toEqual(['2026-10-01', '2026-10-31'])

        // The rule, worked out here: a delivered order sells its food and delivery at what the
        // shopper paid plus HomeCooked's discount; the commission is its rate of the food less the
        // kitchen's own discount, half a shilling up.
        const delivered = generated.filter((o) => o.status === 'delivered')
        const hc = (o: Generated[number]) => (o.homecookedCoupon ? o.discountKes : 0)
        const commission = (o: Generated[number]) =>
          Math.round(((o.subtotalKes - o.discountKes + hc(o)) * o.commissionBp) / 10000)
        const gross = delivered.reduce((n, o) => n + o.totalKes + hc(o), 0)
        const commissionKes = delivered.reduce((n, o) => n + commission(o), 0)
        const cash = delivered.filter((o) => o.paymentMethod === 'cash').reduce((n, o) => n + o.totalKes, 0)
        expect(month.totals).toMatchObject({
          orders: delivered.length,
          grossKes: gross,
          commissionKes,
          cashKes: cash,
          balanceKes: gross - commissionKes - cash,
        })

        // The payments table, summed: M-Pesa received by finished orders, the cash the kitchen
        // collected, the refunds owed; received less refunds is what the sales were paid by M-Pesa.
        const finished = ['delivered', 'declined', 'cancelled']
        expect(month.totals.mpesaKes).toBe(await paymentSum(kitchen.id, 'mpesa', 'paid', finished))
        expect(month.totals.cashKes).toBe(await paymentSum(kitchen.id, 'cash', 'paid', ['delivered']))
        expect(month.totals.refundsKes).toBe(
          await paymentSum(kitchen.id, 'mpesa', 'refund-due', ['declined', 'cancelled']),
        )
        expect(month.totals.mpesaKes - month.totals.refundsKes).toBe(
          await paymentSum(kitchen.id, 'mpesa', 'paid', ['delivered']),
        )
        expect(month.openOrders).toBe(generated.filter((o) => !finished.includes(o.status)).length)

        // Every statement line adds up to the totals, and so do the days and the weeks.
        const keys = ['grossKes', 'commissionKes', 'mpesaKes', 'cashKes', 'refundsKes', 'balanceKes'] as const
        for (const key of keys) {
          expect(month.orders.reduce((n, o) => n + o[key], 0)).toBe(month.totals[key])
          expect(month.days.reduce((n, d) => n + d[key], 0)).toBe(month.totals[key])
        }
        const weeks = await Promise.all(WEEKS.map((monday) => earnings(cook.token, 'week', monday)))
        for (const key of keys) expect(weeks.reduce((n, w) => n + w.totals[key], 0)).toBe(month.totals[key])
      }),
      { numRuns: 15 },
    )
  })
})
