import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { orderItems, payments, portionSales, users } from '../../src/db/schema'
import { KITCHEN_STEPS, type KitchenStep } from '../../src/lib/order-lists'
import { latestMessage, signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { boardOf, inMinutes, kitchenAccount, step, stepOk } from '../fixtures/kitchen'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

const h = shopHarness()
const { call, order } = h

/** A kitchen with its account, and a new shopper's cash order from it. */
async function cashOrder() {
  const kitchen = await createKitchen(h.api.db)
  const cook = await kitchenAccount(h.api, kitchen.id)
  const placed = await createOrder(h.api, { kitchens: [kitchen] })
  return { kitchen, cook, shopper: placed, id: placed.id }
}

const bodyOf = (to: KitchenStep) =>
  to === 'accepted'
    ? { to, readyBy: inMinutes(40) }
    : to === 'declined'
      ? { to, reason: 'Out of gas' }
      : { to }

const THE_WAY: KitchenStep[] = ['accepted', 'preparing', 'ready', 'on-the-way', 'delivered']

describe('who may use the board', () => {
  it('needs a session (401), the kitchen role (403) and a kitchen linked to the account (403)', async () => {
    expect((await call('GET', 'kitchen/orders')).status).toBe(401)
    const shopper = await signedInUser(h.api)
    const customer = await call('GET', 'kitchen/orders', shopper.accessToken)
    expect(customer.status).toBe(403)
    expect(v.parse(ErrorBody, await customer.json()).code).toBe('kitchen.only')
    expect(
      (await call('POST', 'kitchen/orders/1/transitions', shopper.accessToken, { to: 'ready' })).status,
    ).toBe(403)
    await h.api.db
      .update(users)
      .set({ roles: ['customer', 'kitchen'] })
      .where(eq(users.id, shopper.user.id))
    const unlinked = await call('GET', 'kitchen/orders', shopper.accessToken)
    expect(unlinked.status).toBe(403)
    expect(v.parse(ErrorBody, await unlinked.json()).code).toBe('kitchen.none')
  })

  it("shows a kitchen only its own orders, and answers 404 for another kitchen's", async () => {
    const mine = await cashOrder()
    const theirs = await cashOrder()
    const board = await boardOf(h.api, mine.cook.token)
    expect(board.kitchen.id).toBe(mine.kitchen.id)
    expect(board.items.map((o) => o.id)).toEqual([mine.id])
    expect(board.items[0]).toMatchObject({
      status: 'placed',
      nextSteps: ['accepted', 'declined'],
      dueKes: board.items[0]?.totalKes,
    })
    const other = await step(h.api, mine.cook.token, theirs.id, bodyOf('accepted'))
    expect(other.status).toBe(404)
    expect((await order(theirs.shopper.token, theirs.id)).status).toBe('placed')
  })
})

describe('the steps of an order', () => {
  it('cash: placed → accepted (ready-by, phone shown) → preparing → ready → on the way → delivered (cash paid), each on the timeline', async () => {
    const { cook, shopper, id } = await cashOrder()
    expect((await order(shopper.token, id)).kitchenPhone).toBeNull()
    const readyBy = inMinutes(45)
    const accepted = await stepOk(h.api, cook.token, id, { to: 'accepted', readyBy })
    expect(accepted).toMatchObject({ status: 'accepted', readyBy, nextSteps: ['preparing'] })
    const seen = await order(shopper.token, id)
    expect(seen).toMatchObject({ status: 'accepted', readyBy, kitchenPhone: cook.phone, canCancel: false })
    for (const to of THE_WAY.slice(1)) await stepOk(h.api, cook.token, id, { to })
    const delivered = await order(shopper.token, id)
    expect(delivered).toMatchObject({ status: 'delivered', paidKes: delivered.totalKes, dueKes: 0 })
    expect(delivered.payment).toMatchObject({ method: 'cash', status: 'paid' })
    expect(delivered.timeline.map((e) => e.status)).toEqual(['placed', ...THE_WAY])
    expect(delivered.timeline[1]?.readyBy).toBe(readyBy)
    expect(delivered.lastEventId).toBe(delivered.timeline.at(-1)?.id)
    // Finished today: still on today's board, with nothing left to do.
    const board = await boardOf(h.api, cook.token)
    expect(board.items.find((o) => o.id === id)).toMatchObject({ status: 'delivered', nextSteps: [] })
  })

  it('refuses (409) every step that skips, goes back or repeats, from every status', async () => {
    const { cook, shopper, id } = await cashOrder()
    const statuses = ['placed', ...THE_WAY]
    for (const [index, status] of statuses.entries()) {
      const legal = index === 0 ? ['accepted', 'declined'] : THE_WAY[index] ? [THE_WAY[index]] : []
      for (const to of KITCHEN_STEPS.filter((s) => !legal.includes(s))) {
        const refused = await step(h.api, cook.token, id, bodyOf(to))
        expect(refused.status, `${status} → ${to}`).toBe(409)
        expect(v.parse(ErrorBody, await refused.json())).toMatchObject({
          code: 'kitchen.illegalStep',
          codes: { status: [status] },
        })
      }
      const next = THE_WAY[index]
      if (next) await stepOk(h.api, cook.token, id, bodyOf(next))
    }
    expect((await order(shopper.token, id)).timeline).toHaveLength(statuses.length)
  })

  it('refuses a declined order, a cancelled order and an unpaid M-Pesa order any step', async () => {
    const declined = await cashOrder()
    await stepOk(h.api, declined.cook.token, declined.id, bodyOf('declined'))
    const cancelled = await cashOrder()
    expect((await call('POST', `orders/${cancelled.id}/cancel`, cancelled.shopper.token)).status).toBe(200)
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    // A number ending 1037 never answers the prompt: the order waits for payment.
    const unpaid = await createOrder(h.api, {
      kitchens: [kitchen],
      paymentMethod: 'mpesa',
      phone: '0712341037',
    })
    expect(unpaid.result.orders[0]?.status).toBe('awaiting-payment')
    for (const [token, id] of [
      [declined.cook.token, declined.id],
      [cancelled.cook.token, cancelled.id],
      [cook.token, unpaid.id],
    ] as const)
      for (const to of KITCHEN_STEPS)
        expect((await step(h.api, token, id, bodyOf(to))).status, `${id} → ${to}`).toBe(409)
    // The unpaid order is not on the board at all until it is paid.
    expect((await boardOf(h.api, cook.token)).items).toEqual([])
  })

  it('answers 422 for an unknown step, a missing or impossible ready-by time and a missing reason', async () => {
    const { cook, shopper, id } = await cashOrder()
    const cases: [unknown, string][] = [
      [{ to: 'eaten' }, 'to'],
      [{ to: 'accepted' }, 'readyBy'],
      [{ to: 'accepted', readyBy: 'soon' }, 'readyBy'],
      [{ to: 'accepted', readyBy: inMinutes(-30) }, 'readyBy'],
      [{ to: 'accepted', readyBy: inMinutes(60 * 25) }, 'readyBy'],
      [{ to: 'declined' }, 'reason'],
      [{ to: 'declined', reason: '  ' }, 'reason'],
    ]
    for (const [body, field] of cases) {
      const response = await step(h.api, cook.token, id, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(v.parse(ErrorBody, await response.json()).errors)).toContain(field)
    }
    expect((await call('POST', 'kitchen/orders/abc/transitions', cook.token, { to: 'ready' })).status).toBe(
      422,
    )
    expect((await order(shopper.token, id)).status).toBe('placed')
  })
})

describe('declining', () => {
  it('a cash order: nothing is due, the shopper is told why, the reason is on the timeline', async () => {
    const { cook, shopper, id } = await cashOrder()
    // The order's portions are held for its day until the kitchen declines it.
    const sold = async () =>
      (
        await h.api.db
          .select({ sold: portionSales.sold })
          .from(portionSales)
          .innerJoin(orderItems, eq(orderItems.itemId, portionSales.itemId))
          .where(eq(orderItems.orderId, id))
      ).reduce((total, row) => total + row.sold, 0)
    expect(await sold()).toBeGreaterThan(0)
    await stepOk(h.api, cook.token, id, { to: 'declined', reason: 'Our oven broke' })
    expect(await sold()).toBe(0)
    const seen = await order(shopper.token, id)
    expect(seen).toMatchObject({ status: 'declined', dueKes: 0, statusReason: 'Our oven broke' })
    expect(seen.payment).toMatchObject({ method: 'cash', status: 'cancelled' })
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'declined', reason: 'Our oven broke' })
    const message = await latestMessage(h.api.db, shopper.identifier)
    expect(message).toMatchObject({ purpose: 'order-update' })
    expect(message?.body).toContain('Our oven broke')
    expect(message?.body).toContain(String(id))
  })

  it('a paid M-Pesa order: its share is recorded refund-due for support, and the shopper is told it comes back', async () => {
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    const paid = await createOrder(h.api, {
      kitchens: [kitchen, h.kitchens[1] ?? kitchen],
      paymentMethod: 'mpesa',
    })
    const mine = paid.result.orders.find((o) => o.kitchen.id === kitchen.id)?.id ?? 0
    const other = paid.result.orders.find((o) => o.kitchen.id !== kitchen.id)?.id ?? 0
    await vi.waitFor(async () => expect((await order(paid.token, mine)).status).toBe('placed'), {
      timeout: 5000,
    })
    const before = await order(paid.token, mine)
    await stepOk(h.api, cook.token, mine, { to: 'declined', reason: 'Sold out of tilapia' })
    const [refund] = await h.api.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, mine), eq(payments.status, 'refund-due')))
    expect(refund).toMatchObject({ method: 'mpesa', amountKes: before.totalKes })
    // The other kitchen's order of the same checkout stays paid and placed.
    expect(await order(paid.token, other)).toMatchObject({ status: 'placed', dueKes: 0 })
    expect((await order(paid.token, mine)).payment?.status).toBe('paid')
    const message = await latestMessage(h.api.db, paid.identifier)
    expect(message?.body).toContain(`KSh\u00a0${before.totalKes.toLocaleString('en-KE')}`)
    // Support sees the refund to make.
    const operator = await signedInUser(h.api)
    await h.api.db
      .update(users)
      .set({ roles: ['customer', 'operator'] })
      .where(eq(users.id, operator.user.id))
    const queue = await (await call('GET', 'support/payments?perPage=100', operator.accessToken)).json()
    expect(queue.items.map((p: { id: number }) => p.id)).toContain(refund?.id)
  })
})

describe('two steps at once', () => {
  it('of a parallel accept and decline of the same order exactly one wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { cook, shopper, id } = await cashOrder()
      const answers = await Promise.all([
        step(h.api, cook.token, id, bodyOf('accepted')),
        step(h.api, cook.token, id, bodyOf('declined')),
        step(h.api, cook.token, id, bodyOf('accepted')),
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
      const seen = await order(shopper.token, id)
      expect(['accepted', 'declined']).toContain(seen.status)
      expect(seen.timeline.map((e) => e.status)).toEqual(['placed', seen.status])
    }
  })
})
