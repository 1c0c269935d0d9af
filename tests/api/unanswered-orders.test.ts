import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenSettings } from '../../src/contracts/kitchen-settings.responses'
import { orders, payments, providers } from '../../src/db/schema'
import { orderWaitingSms, pausedForMissesSms } from '../../src/domain/orders/order-messages'
import { answerWaitingOrders } from '../../src/domain/orders/unanswered'
import { LOCALES } from '../../src/i18n/locales'
import { latestMessage } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { boardOf, inMinutes, kitchenAccount, step } from '../fixtures/kitchen'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'
import { smsSegments } from '../fixtures/sms-segments'

/**
 * Orders a kitchen does not answer (decision record 0110): the cook is sent an SMS after the
 * kitchen's alert time, and an order still waiting at its answer time is declined for the
 * kitchen, the shopper told and a paid M-Pesa order's money recorded for refund. The sweep is
 * called with a clock moved ahead; its own database, as it would decline every file's orders.
 * On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness({ ownDatabase: true })
const { call, order } = h

const MINUTE = 60_000
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE)
const sweep = (minutes: number) => answerWaitingOrders(h.api.db, {}, later(minutes))

let phones = 0
/** A kitchen with its cook's account, on a phone number of its own. */
async function kitchenWithCook() {
  const kitchen = await createKitchen(h.api.db)
  phones += 1
  const phone = `+2547110${String(Date.now() % 100_000).padStart(5, '0')}${phones}`.slice(0, 13)
  const cook = await kitchenAccount(h.api, kitchen.id, phone)
  return { kitchen, cook, phone }
}

describe('an order the kitchen does not answer', () => {
  it('is sent to the cook by SMS after 3 minutes, once, and declined for the kitchen after 15; the shopper is told', async () => {
    const { kitchen, cook, phone } = await kitchenWithCook()
    const placed = await createOrder(h.api, { kitchens: [kitchen] })
    const [onBoard] = (await boardOf(h.api, cook.token)).items
    expect(onBoard?.answerBy).not.toBeNull()
    const answerBy = new Date(onBoard?.answerBy ?? 0).getTime()
    expect(Math.abs(answerBy - later(15).getTime())).toBeLessThan(MINUTE)

    expect(await sweep(2)).toEqual({ alerted: 0, declined: 0, paused: 0 })
    expect(await latestMessage(h.api.db, phone)).toBeUndefined()
    expect(await sweep(4)).toEqual({ alerted: 1, declined: 0, paused: 0 })
    const sms = await latestMessage(h.api.db, phone)
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'order-update' })
    expect(sms?.body).toMatch(new RegExp(`order ${placed.id} \\(KSh.+\\) waits for you.+within 1[12] min`))
    expect(await sweep(5)).toEqual({ alerted: 0, declined: 0, paused: 0 })

    expect(await sweep(16)).toEqual({ alerted: 0, declined: 1, paused: 0 })
    const seen = await order(placed.token, placed.id)
    expect(seen).toMatchObject({ status: 'declined', dueKes: 0 })
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'declined', reason: null })
    expect(seen.payment?.status).toBe('cancelled')
    const told = await latestMessage(h.api.db, placed.identifier)
    expect(told?.body).toContain(`did not answer your order ${placed.id} in time`)
    expect(told?.body).toContain('Nothing is due for it.')
    // The cook's board keeps it with nothing left to do.
    const after = (await boardOf(h.api, cook.token)).items.find((o) => o.id === placed.id)
    expect(after).toMatchObject({ status: 'declined', nextSteps: [], answerBy: null, statusReason: null })
    expect(await sweep(17)).toEqual({ alerted: 0, declined: 0, paused: 0 })
  })

  it('paid by M-Pesa: its money is recorded refund-due and the shopper is told it comes back', async () => {
    const { kitchen } = await kitchenWithCook()
    const paid = await createOrder(h.api, { kitchens: [kitchen], paymentMethod: 'mpesa' })
    await vi.waitFor(async () => expect((await order(paid.token, paid.id)).status).toBe('placed'), {
      timeout: 5000,
    })
    expect((await sweep(16)).declined).toBe(1)
    const [refund] = await h.api.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, paid.id), eq(payments.status, 'refund-due')))
    const seen = await order(paid.token, paid.id)
    expect(refund).toMatchObject({ method: 'mpesa', amountKes: seen.totalKes })
    expect((await latestMessage(h.api.db, paid.identifier))?.body).toContain('will be refunded to you')
  })

  it('a pre-order may wait until its cooking must start', async () => {
    const { kitchen, cook } = await kitchenWithCook()
    const placed = await createOrder(h.api, { kitchens: [kitchen] })
    // Its slot tomorrow: to be answered by the slot less the kitchen's prep time.
    const slotStart = later(24 * 60)
    await h.api.db.update(orders).set({ slotStart }).where(eq(orders.id, placed.id))
    const [onBoard] = (await boardOf(h.api, cook.token)).items
    expect(new Date(onBoard?.answerBy ?? 0).getTime()).toBe(
      slotStart.getTime() - kitchen.prepMinutes * MINUTE,
    )
    expect((await sweep(16)).declined).toBe(0)
    expect((await order(placed.token, placed.id)).status).toBe('placed')
  })

  it('accepted by the cook as the sweep declines it: one of the two wins, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { kitchen, cook } = await kitchenWithCook()
      const placed = await createOrder(h.api, { kitchens: [kitchen] })
      const [accept, swept] = await Promise.all([
        step(h.api, cook.token, placed.id, { to: 'accepted', readyBy: inMinutes(30) }),
        sweep(16),
      ])
      const seen = await order(placed.token, placed.id)
      if (accept.status === 200) {
        expect(swept.declined).toBe(0)
        expect(seen.status).toBe('accepted')
      } else {
        expect(accept.status).toBe(409)
        expect(swept.declined).toBe(1)
        expect(seen.status).toBe('declined')
      }
      expect(seen.timeline.filter((e) => e.status === 'declined' || e.status === 'accepted')).toHaveLength(1)
    }
  })
})

describe('a kitchen that misses orders', () => {
  it('is paused until midnight after three in a row, and its cook is told why; an answered order breaks the run', async () => {
    const { kitchen, cook, phone } = await kitchenWithCook()
    await createOrder(h.api, { kitchens: [kitchen] })
    await createOrder(h.api, { kitchens: [kitchen] })
    expect(await sweep(16)).toMatchObject({ declined: 2, paused: 0 })
    // The cook answers the next one: the run starts again.
    const answered = await createOrder(h.api, { kitchens: [kitchen] })
    expect(
      (await step(h.api, cook.token, answered.id, { to: 'accepted', readyBy: inMinutes(30) })).status,
    ).toBe(200)
    await createOrder(h.api, { kitchens: [kitchen] })
    expect(await sweep(16)).toMatchObject({ declined: 1, paused: 0 })
    await createOrder(h.api, { kitchens: [kitchen] })
    await createOrder(h.api, { kitchens: [kitchen] })
    expect(await sweep(16)).toMatchObject({ declined: 2, paused: 1 })
    const [row] = await h.api.db
      .select({ until: providers.pausedUntil })
      .from(providers)
      .where(eq(providers.id, kitchen.id))
    expect(row?.until?.getTime()).toBeGreaterThan(Date.now())
    expect((await latestMessage(h.api.db, phone))?.body).toContain(
      '3 orders in a row were not answered, so your kitchen is paused until midnight',
    )
    // Shoppers now find it closed: its meals cannot be added to a cart.
    const shopper = await createOrder(h.api).then((o) => o.token)
    const refused = await call('PUT', `cart/items/${kitchen.meals[0]?.id}`, shopper, { quantity: 1 })
    expect(refused.status).toBe(409)
  })
})

describe("the kitchen's answer times", () => {
  it('are settings: 5–60 minutes to answer, 1–30 to the SMS, and the SMS before the answer time runs out', async () => {
    const { cook } = await kitchenWithCook()
    const current = v.parse(KitchenSettings, await (await call('GET', 'kitchen/settings', cook.token)).json())
    expect(current).toMatchObject({ answerWithinMinutes: 15, alertAfterMinutes: 3 })
    const { answerWithinMinutes: _a, alertAfterMinutes: _b, ...rest } = current
    const put = (body: object) => call('PUT', 'kitchen/settings', cook.token, { ...rest, ...body })
    for (const [body, field, code] of [
      [{ answerWithinMinutes: 4 }, 'answerWithinMinutes', 'settings.answerWithin'],
      [{ alertAfterMinutes: 31 }, 'alertAfterMinutes', 'settings.alertAfter'],
      [{ answerWithinMinutes: 10, alertAfterMinutes: 10 }, 'alertAfterMinutes', 'settings.alertBeforeAnswer'],
      // Alone, against the answer time kept (15): the column's own check, as a 422.
      [{ alertAfterMinutes: 20 }, 'alertAfterMinutes', 'settings.alertBeforeAnswer'],
    ] as const) {
      const refused = await put(body)
      expect(refused.status).toBe(422)
      expect(v.parse(ErrorBody, await refused.json()).codes).toEqual({ [field]: [code] })
    }
    const saved = await put({ answerWithinMinutes: 8, alertAfterMinutes: 2 })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ answerWithinMinutes: 8, alertAfterMinutes: 2 })
  })
})

describe("the cook's SMS", () => {
  it('fits one segment in every language: a waiting order (six-digit number, four-digit total) and a pause', async () => {
    for (const locale of LOCALES) {
      const { body } = await orderWaitingSms(locale.code, {
        orderId: 123456,
        totalKes: 12500,
        minutesLeft: 12,
      })
      expect(body, locale.code).toContain('123456')
      expect(smsSegments(body), `${locale.code}: ${body}`).toBe(1)
      const paused = (await pausedForMissesSms(locale.code, { missed: 3 })).body
      expect(smsSegments(paused), `${locale.code}: ${paused}`).toBe(1)
    }
  })
})
