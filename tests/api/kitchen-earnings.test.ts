import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenEarnings } from '../../src/contracts/earnings.responses'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { signedInUser } from '../fixtures/accounts'
import { operatorAccount } from '../fixtures/applications'
import { createKitchen } from '../fixtures/catalogue'
import { inMinutes, kitchenAccount, stepOk } from '../fixtures/kitchen'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A kitchen's earnings over the API (decision record 0109), from orders placed through the
 * checkout and moved on the board: each order keeps the commission rate it was placed at, the
 * statement is the kitchen's own, and it comes as JSON and as CSV. The random-orders
 * reconciliation is tests/api/earnings-reconcile.test.ts.
 */
const h = shopHarness()
const { call, order } = h

const DELIVERY: ('accepted' | 'preparing' | 'ready' | 'on-the-way' | 'delivered')[] = [
  'accepted',
  'preparing',
  'ready',
  'on-the-way',
  'delivered',
]

async function deliver(token: string, id: number) {
  for (const to of DELIVERY)
    await stepOk(h.api, token, id, to === 'accepted' ? { to, readyBy: inMinutes(30) } : { to })
}

async function earningsOf(token: string, query = '') {
  const response = await call('GET', `kitchen/earnings${query}`, token)
  expect(response.status).toBe(200)
  return v.parse(KitchenEarnings, await response.json())
}

async function setRate(token: string, kitchenId: number, commissionBp: unknown) {
  return call('PUT', `support/kitchens/${kitchenId}/commission`, token, { commissionBp })
}

describe("a kitchen's earnings", () => {
  it('are for its own account only: 401 without a session, 403 for a shopper, and another kitchen sees none of them', async () => {
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    const placed = await createOrder(h.api, { kitchens: [kitchen] })
    await deliver(cook.token, placed.id)
    expect((await call('GET', 'kitchen/earnings')).status).toBe(401)
    const shopper = await signedInUser(h.api)
    const refused = await call('GET', 'kitchen/earnings/statement', shopper.accessToken)
    expect(refused.status).toBe(403)
    expect(v.parse(ErrorBody, await refused.json()).code).toBe('kitchen.only')
    const other = await kitchenAccount(h.api, (await createKitchen(h.api.db)).id)
    const theirs = await earningsOf(other.token)
    expect(theirs.totals.orders).toBe(0)
    expect(theirs.orders).toEqual([])
    expect((await earningsOf(cook.token)).orders.map((o) => o.id)).toEqual([placed.id])
  })

  it('count a delivered cash sale and a delivered M-Pesa sale at 15 %, a declined paid order as received and refunded, an open order apart', async () => {
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    const cash = await createOrder(h.api, { kitchens: [kitchen] })
    await deliver(cook.token, cash.id)
    const paid = await createOrder(h.api, { kitchens: [kitchen], paymentMethod: 'mpesa' })
    const declined = await createOrder(h.api, { kitchens: [kitchen], paymentMethod: 'mpesa' })
    for (const o of [paid, declined])
      await vi.waitFor(async () => expect((await order(o.token, o.id)).status).toBe('placed'), {
        timeout: 5000,
      })
    await deliver(cook.token, paid.id)
    await stepOk(h.api, cook.token, declined.id, { to: 'declined', reason: 'The gas ran out' })
    const open = await createOrder(h.api, { kitchens: [kitchen] })
    expect(open.result.orders[0]?.status).toBe('placed')

    const [cashOrder, mpesaOrder, declinedOrder] = await Promise.all(
      [cash, paid, declined].map((o) => order(o.token, o.id)),
    )
    if (!cashOrder || !mpesaOrder || !declinedOrder) throw new Error('An order is missing')
    // 15 % of the food (the subtotal: no coupon), half a shilling up; delivery is the kitchen's.
    const commission = (subtotal: number) => Math.round(subtotal * 0.15)
    const week = await earningsOf(cook.token)
    expect(week.period).toBe('week')
    expect(week.commissionBp).toBe(1500)
    expect(week.next).toBeNull()
    expect(week.from <= nairobiDate(new Date()) && nairobiDate(new Date()) <= week.to).toBe(true)
    const gross = cashOrder.totalKes + mpesaOrder.totalKes
    const commissionKes = commission(cashOrder.subtotalKes) + commission(mpesaOrder.subtotalKes)
    expect(week.totals).toEqual({
      orders: 2,
      grossKes: gross,
      commissionKes,
      mpesaKes: mpesaOrder.totalKes + declinedOrder.totalKes,
      cashKes: cashOrder.totalKes,
      refundsKes: declinedOrder.totalKes,
      balanceKes: gross - commissionKes - cashOrder.totalKes,
    })
    expect(week.openOrders).toBe(1)
    expect(week.orders.map((o) => [o.id, o.status])).toEqual([
      [cash.id, 'delivered'],
      [paid.id, 'delivered'],
      [declined.id, 'declined'],
    ])
    // The cash sale: the kitchen holds the cash and owes the commission.
    expect(week.orders[0]?.balanceKes).toBe(-commission(cashOrder.subtotalKes))

    // The same as a CSV statement: a header, a line per order, the totals last.
    const csv = await call('GET', 'kitchen/earnings/statement', cook.token)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="homecooked-earnings-${week.from}-to-${week.to}.csv"`,
    )
    const lines = (await csv.text()).trimEnd().split('\r\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]?.split(',')).toContain('balanceKes')
    expect(lines[1]?.split(',').slice(0, 4)).toEqual([
      week.orders[0]?.day,
      String(cash.id),
      'delivered',
      'cash',
    ])
    expect(lines[4]?.split(',').slice(-6).map(Number)).toEqual([
      week.totals.grossKes,
      week.totals.commissionKes,
      week.totals.mpesaKes,
      week.totals.cashKes,
      week.totals.refundsKes,
      week.totals.balanceKes,
    ])
  })

  it('keep the rate each order was placed at when an operator changes it', async () => {
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    const operator = await operatorAccount(h.api)
    const before = await createOrder(h.api, { kitchens: [kitchen] })
    expect((await setRate(cook.token, kitchen.id, 1000)).status).toBe(403)
    for (const wrong of [5001, -1, 12.5, '1000'])
      expect((await setRate(operator.token, kitchen.id, wrong)).status).toBe(422)
    expect((await setRate(operator.token, 2_000_000_000, 1000)).status).toBe(404)
    const set = await setRate(operator.token, kitchen.id, 1000)
    expect(await set.json()).toEqual({ id: kitchen.id, commissionBp: 1000 })
    const after = await createOrder(h.api, { kitchens: [kitchen] })
    await deliver(cook.token, before.id)
    await deliver(cook.token, after.id)
    const week = await earningsOf(cook.token)
    expect(week.commissionBp).toBe(1000)
    expect(week.orders.map((o) => [o.id, o.commissionBp])).toEqual([
      [before.id, 1500],
      [after.id, 1000],
    ])
  })

  it('go by day, week from Monday and month, and refuse a period or a day they do not know', async () => {
    const cook = await kitchenAccount(h.api, (await createKitchen(h.api.db)).id)
    expect(await earningsOf(cook.token, '?period=day&date=2026-03-04')).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-04',
      previous: '2026-03-03',
      next: '2026-03-05',
    })
    // 4 March 2026 is a Wednesday.
    expect(await earningsOf(cook.token, '?period=week&date=2026-03-04')).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-08',
      previous: '2026-03-01',
      next: '2026-03-09',
    })
    expect(await earningsOf(cook.token, '?period=month&date=2028-02-10')).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
      next: null,
    })
    for (const [query, field] of [
      ['?period=year', 'period'],
      ['?date=2027-02-30', 'date'],
      ['?date=tomorrow', 'date'],
    ] as const) {
      const refused = await call('GET', `kitchen/earnings${query}`, cook.token)
      expect(refused.status).toBe(422)
      expect(Object.keys(v.parse(ErrorBody, await refused.json()).errors ?? {})).toEqual([field])
    }
  })
})
