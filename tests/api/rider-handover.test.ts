import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenOrder } from '../../src/contracts/kitchen-console.responses'
import { RiderOrder } from '../../src/contracts/riders.responses'
import { orders } from '../../src/db/schema'
import { riderLinkSms } from '../../src/domain/orders/order-messages'
import { LOCALES } from '../../src/i18n/locales'
import { latestMessage, signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { boardOf, inMinutes, kitchenAccount, stepOk } from '../fixtures/kitchen'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'
import { smsSegments } from '../fixtures/sms-segments'

/**
 * A kitchen hands an order to a rider (decision record 0111): the rider gets a link by SMS that
 * opens that one order without an account, says it is picked up once the kitchen made it ready,
 * and confirms delivery with the 4 digits only the shopper holds. On PGlite and Postgres,
 * in-process and over HTTP.
 */
const h = shopHarness()
const { call, order } = h

let riders = 0
/** A rider's own number, so the outbox's latest message to it is this test's. */
const riderPhone = () => {
  riders += 1
  return `+25472${String(Date.now() % 1_000_000).padStart(6, '0')}${riders % 10}`
}

async function assign(token: string, orderId: number, rider: { name: string; phone: string }) {
  const response = await call('PUT', `kitchen/orders/${orderId}/rider`, token, rider)
  expect(response.status, await response.clone().text()).toBe(200)
  const answered = v.parse(KitchenOrder, await response.json())
  const link = answered.rider?.link ?? ''
  expect(link).toMatch(/^\/rider\/[\w-]{22}$/)
  return { order: answered, secret: link.slice('/rider/'.length) }
}

const riderGet = (secret: string) => call('GET', `rider/${secret}`)
const pickedUp = (secret: string) => call('POST', `rider/${secret}/picked-up`)
const delivered = (secret: string, code: string) =>
  call('POST', `rider/${secret}/delivered`, undefined, { code })
const codeOf = async (response: Response) => v.parse(ErrorBody, await response.json()).code

/** A cash order from a new shopper to a new kitchen, accepted by its cook. */
async function acceptedOrder() {
  const kitchen = await createKitchen(h.api.db)
  const cook = await kitchenAccount(h.api, kitchen.id)
  const placed = await createOrder(h.api, { kitchens: [kitchen] })
  return { kitchen, cook, placed }
}

const accept = (token: string, id: number) =>
  stepOk(h.api, token, id, { to: 'accepted', readyBy: inMinutes(30) })
const makeReady = async (token: string, id: number) => {
  await stepOk(h.api, token, id, { to: 'preparing' })
  await stepOk(h.api, token, id, { to: 'ready' })
}

/** Another 4 digits than the right ones. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 10_000).padStart(4, '0')

describe("a rider's link", () => {
  it('is sent to the rider by SMS, opens the one order without an account, follows pick-up and ends with the shopper’s code', async () => {
    const { kitchen, cook, placed } = await acceptedOrder()
    const phone = riderPhone()
    // Not before the kitchen accepted it.
    const early = await call('PUT', `kitchen/orders/${placed.id}/rider`, cook.token, { name: 'Juma', phone })
    expect(early.status).toBe(409)
    expect(await codeOf(early)).toBe('rider.cannotAssign')
    await accept(cook.token, placed.id)

    const { order: handed, secret } = await assign(cook.token, placed.id, {
      name: ' Juma Otieno ',
      phone: phone.replace('+254', '0'),
    })
    expect(handed.rider).toMatchObject({ name: 'Juma Otieno', phone, codeTriesLeft: 5 })
    const sms = await latestMessage(h.api.db, phone)
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'order-update' })
    expect(sms?.body).toContain(`order ${placed.id}`)
    expect(sms?.body).toMatch(new RegExp(`https?://[^ ]+/rider/${secret}$`))
    // The board names the rider but keeps no link (only its hash is stored) and never the code.
    const onBoard = (await boardOf(h.api, cook.token)).items.find((o) => o.id === placed.id)
    expect(onBoard?.rider).toMatchObject({ name: 'Juma Otieno', link: null })
    expect(Object.keys(onBoard ?? {})).not.toContain('deliveryCode')

    const opened = await riderGet(secret)
    expect(opened.status).toBe(200)
    const view = v.parse(RiderOrder, await opened.json())
    const shopperView = await order(placed.token, placed.id)
    expect(view).toMatchObject({
      orderId: placed.id,
      status: 'accepted',
      riderName: 'Juma Otieno',
      pickup: { name: kitchen.name, lat: expect.any(Number) },
      dropOff: { phone: shopperView.deliveryAddress.phone, landmark: shopperView.deliveryAddress.landmark },
      paymentMethod: 'cash',
      collectKes: shopperView.totalKes,
      canPickUp: false,
      canDeliver: false,
    })
    expect(view.items.length).toBeGreaterThan(0)
    expect(Object.keys(view)).not.toContain('deliveryCode')

    // Picked up only once the kitchen made it ready.
    const tooSoon = await pickedUp(secret)
    expect(tooSoon.status).toBe(409)
    await makeReady(cook.token, placed.id)
    const onTheWay = await pickedUp(secret)
    expect(onTheWay.status).toBe(200)
    expect(v.parse(RiderOrder, await onTheWay.json())).toMatchObject({
      status: 'on-the-way',
      canDeliver: true,
    })

    const shopper = await order(placed.token, placed.id)
    const code = shopper.deliveryCode ?? ''
    expect(code).toMatch(/^[0-9]{4}$/)
    expect(shopper.rider).toEqual({ name: 'Juma Otieno', phone })
    expect(shopper.timeline.at(-1)).toMatchObject({ status: 'on-the-way', riderName: 'Juma Otieno' })

    const missed = await delivered(secret, wrong(code))
    expect(missed.status).toBe(422)
    const refusal = v.parse(ErrorBody, await missed.json())
    expect(refusal.codes).toEqual({ code: ['rider.wrongCode'] })
    expect(refusal.message).toContain('4 tries left')
    expect((await delivered(secret, 'abcd')).status).toBe(422)

    const done = await delivered(secret, code)
    expect(done.status).toBe(200)
    expect(v.parse(RiderOrder, await done.json())).toMatchObject({ status: 'delivered', canDeliver: false })
    const after = await order(placed.token, placed.id)
    expect(after).toMatchObject({
      status: 'delivered',
      paidKes: after.totalKes,
      deliveryCode: null,
      rider: null,
    })
    expect(after.timeline.at(-1)).toMatchObject({ status: 'delivered', riderName: 'Juma Otieno' })

    // The link has ended with the delivery.
    for (const again of [await riderGet(secret), await pickedUp(secret), await delivered(secret, code)]) {
      expect(again.status).toBe(410)
      expect(await codeOf(again)).toBe('rider.linkEnded')
    }
  })

  it("is the kitchen's own to give, and stops working when replaced, taken back or expired", async () => {
    const { cook, placed } = await acceptedOrder()
    await accept(cook.token, placed.id)
    const rider = { name: 'Achieng', phone: riderPhone() }
    // Another kitchen does not find the order; a shopper is no kitchen.
    const other = await kitchenAccount(h.api, (await createKitchen(h.api.db)).id)
    expect((await call('PUT', `kitchen/orders/${placed.id}/rider`, other.token, rider)).status).toBe(404)
    expect((await call('DELETE', `kitchen/orders/${placed.id}/rider`, other.token)).status).toBe(404)
    const shopper = await signedInUser(h.api)
    expect((await call('PUT', `kitchen/orders/${placed.id}/rider`, shopper.accessToken, rider)).status).toBe(
      403,
    )
    expect((await call('PUT', `kitchen/orders/${placed.id}/rider`, undefined, rider)).status).toBe(401)
    // Bad input is a 422 per field.
    const bad = await call('PUT', `kitchen/orders/${placed.id}/rider`, cook.token, {
      name: 'J',
      phone: '020 123 4567',
    })
    expect(bad.status).toBe(422)
    expect(v.parse(ErrorBody, await bad.json()).codes).toEqual({
      name: ['rider.name'],
      phone: ['rider.phone'],
    })

    const first = await assign(cook.token, placed.id, rider)
    const second = await assign(cook.token, placed.id, { ...rider, name: 'Achieng O.' })
    expect(second.secret).not.toBe(first.secret)
    const replaced = await riderGet(first.secret)
    expect(replaced.status).toBe(404)
    expect(await codeOf(replaced)).toBe('rider.notFound')
    expect((await riderGet(second.secret)).status).toBe(200)

    // Expired: some hours after the order was due.
    await h.api.db
      .update(orders)
      .set({ riderLinkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.id))
    const expired = await riderGet(second.secret)
    expect(expired.status).toBe(410)
    expect(await codeOf(expired)).toBe('rider.linkEnded')

    const third = await assign(cook.token, placed.id, rider)
    const back = await call('DELETE', `kitchen/orders/${placed.id}/rider`, cook.token)
    expect(back.status).toBe(200)
    expect(v.parse(KitchenOrder, await back.json()).rider).toBeNull()
    expect((await riderGet(third.secret)).status).toBe(404)
    expect((await order(placed.token, placed.id)).rider).toBeNull()
    // Links are 22 URL-safe characters; anything else is refused before the database is asked.
    expect((await call('GET', 'rider/short')).status).toBe(422)
    expect((await riderGet('A'.repeat(22))).status).toBe(404)
  })

  it('lets parallel guesses of the code take 5 tries between them, then only a new link delivers', async () => {
    const { cook, placed } = await acceptedOrder()
    await accept(cook.token, placed.id)
    await makeReady(cook.token, placed.id)
    const rider = { name: 'Kiprono', phone: riderPhone() }
    const { secret } = await assign(cook.token, placed.id, rider)
    expect((await pickedUp(secret)).status).toBe(200)
    const code = (await order(placed.token, placed.id)).deliveryCode ?? ''

    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => delivered(secret, wrong(code, n + 1))),
    )
    const statuses = guesses.map((g) => g.status).sort()
    expect(statuses.filter((s) => s === 422)).toHaveLength(5)
    expect(statuses.filter((s) => s === 403)).toHaveLength(7)
    // The right code too, on a link with no tries left.
    const locked = await delivered(secret, code)
    expect(locked.status).toBe(403)
    expect(await codeOf(locked)).toBe('rider.codeLocked')
    expect((await order(placed.token, placed.id)).status).toBe('on-the-way')

    // A new link has its tries again; two deliveries at once: one wins, the other finds it delivered.
    const fresh = await assign(cook.token, placed.id, rider)
    expect(fresh.order.rider?.codeTriesLeft).toBe(5)
    const both = await Promise.all([delivered(fresh.secret, code), delivered(fresh.secret, code)])
    expect(both.map((b) => b.status).sort()).toEqual([200, 410])
    const shopper = await order(placed.token, placed.id)
    expect(shopper.status).toBe('delivered')
    expect(shopper.timeline.filter((e) => e.status === 'delivered')).toHaveLength(1)
  })
})

describe("the rider's SMS", () => {
  it('fits one segment in every language written in GSM letters, two in Arabic, with a long link', async () => {
    const link = `https://homecooked.co.ke/ar-KE/rider/${'x'.repeat(22)}`
    for (const locale of LOCALES) {
      const { body } = await riderLinkSms(locale.code, { orderId: 123456, link })
      expect(body, locale.code).toContain(link)
      // Arabic is UCS-2, 70 characters a segment: the link alone takes 60 of them.
      expect(smsSegments(body), `${locale.code}: ${body}`).toBe(locale.code === 'ar-KE' ? 2 : 1)
    }
  })
})
