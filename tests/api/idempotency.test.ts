import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { Payment } from '../../src/contracts/payments.responses'
import { idempotencyKeys, payments as paymentRows } from '../../src/db/schema'
import { sweepIdempotencyKeys } from '../../src/domain/idempotency/idempotency'
import { createOrder, fillCart, shownTotal } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Idempotency-Key on POST /api/orders and on a payment retry (decision 0018): one attempt
 * sent many times is done once. Runs on PGlite and on Postgres (DATABASE_URL), in-process and
 * over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h

let keyCounter = 0
const newKey = () => {
  keyCounter += 1
  return `checkout-${Date.now().toString(36)}-${keyCounter}`
}

/**
 * A shopper with a cart and the total its checkout page showed (record 0056), read once: every
 * attempt of this shopper sends that total, so a retry of an attempt is the same request even
 * after the first one emptied the cart.
 */
const shopperWithCart = async (kitchenCount?: number) => {
  const shopper = await h.shopperWithCart(kitchenCount)
  return { ...shopper, shownTotalKes: await shownTotal(h.api, shopper.token, shopper.addressId) }
}

const checkoutWithKey = (
  shopper: { token: string; addressId: number; shownTotalKes: number },
  key: string,
  body: object = {},
) =>
  call(
    'POST',
    'orders',
    shopper.token,
    { addressId: shopper.addressId, paymentMethod: 'cash', expectedTotalKes: shopper.shownTotalKes, ...body },
    {
      'Idempotency-Key': key,
    },
  )

const ordersOf = async (token: string) =>
  (await (await call('GET', 'orders?perPage=100', token)).json()) as {
    items: { id: number }[]
    total: number
  }

describe('Idempotency-Key on POST /api/orders', () => {
  it('places one order for 20 identical requests sent at once; every answer is that order or "in progress", and a repeat answers it again', async () => {
    const shopper = await shopperWithCart(2)
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkoutWithKey(shopper, key)))
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.json() })))
    const placed = bodies.filter((b) => b.status === 201)
    expect(placed.length).toBeGreaterThanOrEqual(1)
    for (const other of bodies.filter((b) => b.status !== 201)) {
      expect(other).toMatchObject({ status: 409, body: { code: 'idempotency.inProgress' } })
    }
    const first = v.parse(CheckoutResult, placed[0]?.body)
    for (const answer of placed) expect(answer.body).toEqual(placed[0]?.body)
    expect(first.orders).toHaveLength(2)
    expect((await ordersOf(shopper.token)).total).toBe(2)

    const again = await checkoutWithKey(shopper, key)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(placed[0]?.body)
    expect((await ordersOf(shopper.token)).total).toBe(2)
  })

  it('refuses the same key with another body (422), and keeps keys per shopper', async () => {
    const shopper = await shopperWithCart()
    const key = newKey()
    expect((await checkoutWithKey(shopper, key)).status).toBe(201)
    const other = await checkoutWithKey(shopper, key, {
      kitchenNotes: [{ kitchenId: h.kitchens[0]?.id, note: 'Ring twice' }],
    })
    expect(other.status).toBe(422)
    expect(await other.json()).toMatchObject({
      code: 'idempotency.keyReused',
      codes: { 'Idempotency-Key': ['idempotency.keyReused'] },
      errors: { 'Idempotency-Key': ['This Idempotency-Key was already used for a different request'] },
    })
    // Another shopper's request with the same key is their own.
    const neighbour = await shopperWithCart()
    const theirs = await checkoutWithKey(neighbour, key)
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull()
    expect((await ordersOf(neighbour.token)).total).toBe(1)
  })

  it('answers a refusal again to the same attempt, and runs a key past its 24 hours afresh', async () => {
    const shopper = await shopperWithCart()
    const key = newKey()
    expect((await checkoutWithKey(shopper, key)).status).toBe(201)
    // The cart is empty now: a new attempt is refused, and that refusal is its answer.
    const empty = newKey()
    const refused = await checkoutWithKey(shopper, empty)
    expect(refused.status).toBe(422)
    const refusal = await refused.json()
    expect(refusal).toMatchObject({ code: 'checkout.cartEmpty' })
    await fillCart(h.api, shopper.token, h.kitchens.slice(0, 1))
    const replayed = await checkoutWithKey(shopper, empty)
    expect(replayed.status).toBe(422)
    expect(await replayed.json()).toEqual(refusal)
    // A day later the key is forgotten: the cart is checked out.
    await h.api.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, empty))
    expect((await checkoutWithKey(shopper, empty)).status).toBe(201)
    expect((await ordersOf(shopper.token)).total).toBe(2)
  })

  it('refuses a key that is empty, too long or holds control characters (422, naming the header)', async () => {
    const shopper = await shopperWithCart()
    for (const key of ['', 'k'.repeat(256), 'check\tout']) {
      const answer = await checkoutWithKey(shopper, key)
      expect(answer.status, JSON.stringify(key)).toBe(422)
      expect(await answer.json()).toMatchObject({
        code: 'input.invalid',
        codes: { 'Idempotency-Key': ['idempotency.key'] },
      })
    }
    expect((await ordersOf(shopper.token)).total).toBe(0)
    expect((await checkoutWithKey(shopper, 'k'.repeat(255))).status).toBe(201)
  })

  it('answers the committed orders to the retries of a checkout whose instance died before answering (ten at once), never a second order', async () => {
    const shopper = await shopperWithCart()
    const key = newKey()
    const first = await checkoutWithKey(shopper, key)
    expect(first.status).toBe(201)
    const committed = v.parse(CheckoutResult, await first.json())
    // The instance was killed after the checkout committed and before it recorded its answer.
    await h.api.db
      .update(idempotencyKeys)
      .set({ status: null, response: null, lockedAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, key))
    const retries = await Promise.all(Array.from({ length: 10 }, () => checkoutWithKey(shopper, key)))
    const bodies = await Promise.all(retries.map(async (r) => ({ status: r.status, body: await r.json() })))
    const answered = bodies.filter((b) => b.status === 201)
    expect(answered.length).toBeGreaterThanOrEqual(1)
    for (const other of bodies.filter((b) => b.status !== 201))
      expect(other).toMatchObject({ status: 409, body: { code: 'idempotency.inProgress' } })
    for (const answer of answered) {
      const result = v.parse(CheckoutResult, answer.body)
      expect(result.checkoutId).toBe(committed.checkoutId)
      expect(result.orders.map((o) => o.id)).toEqual(committed.orders.map((o) => o.id))
    }
    expect((await ordersOf(shopper.token)).total).toBe(1)
    // And from now on the answer is recorded.
    const later = await checkoutWithKey(shopper, key)
    expect(later.headers.get('Idempotent-Replayed')).toBe('true')
    expect(v.parse(CheckoutResult, await later.json()).checkoutId).toBe(committed.checkoutId)
  })
})

describe('Idempotency-Key on a payment retry', () => {
  it('sends one new prompt for ten identical retries at once, and answers the same attempt again', async () => {
    const failed = await createOrder(h.api, {
      kitchens: h.kitchens.slice(0, 1),
      paymentMethod: 'mpesa',
      phone: '0700 001 032',
    })
    await vi.waitFor(
      async () => expect((await h.order(failed.token, failed.id)).payment?.status).toBe('failed'),
      {
        timeout: 5000,
      },
    )
    const key = newKey()
    const retry = () =>
      call(
        'POST',
        `orders/${failed.id}/payments`,
        failed.token,
        { phone: '0712 000 000' },
        { 'Idempotency-Key': key },
      )
    const answers = await Promise.all(Array.from({ length: 10 }, retry))
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.json() })))
    const sent = bodies.filter((b) => b.status === 201)
    expect(sent.length).toBeGreaterThanOrEqual(1)
    for (const b of sent) expect(b.body).toEqual(sent[0]?.body)
    for (const b of bodies.filter((x) => x.status !== 201))
      expect(b).toMatchObject({ status: 409, body: { code: 'idempotency.inProgress' } })
    const attempt = v.parse(Payment, sent[0]?.body)
    const attempts = await h.api.db
      .select()
      .from(paymentRows)
      .where(eq(paymentRows.checkoutId, failed.result.checkoutId))
    expect(attempts).toHaveLength(2)
    const again = await retry()
    expect(again.status).toBe(201)
    expect((await again.json()).id).toBe(attempt.id)
  })
})

describe('the sweep', () => {
  it('deletes keys older than 24 hours and keeps younger ones', async () => {
    const shopper = await shopperWithCart()
    const old = newKey()
    expect((await checkoutWithKey(shopper, old)).status).toBe(201)
    const young = newKey()
    await checkoutWithKey(shopper, young)
    await h.api.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, old))
    expect(await sweepIdempotencyKeys(h.api.db)).toBeGreaterThanOrEqual(1)
    const left = await h.api.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)
    expect(left.map((row) => row.key)).toContain(young)
    expect(left.map((row) => row.key)).not.toContain(old)
  })
})

describe('the OpenAPI document', () => {
  it('describes the Idempotency-Key header on the checkout and the payment retry', async () => {
    const doc = (await (await call('GET', 'openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>
    }
    for (const [path, method] of [
      ['/api/orders', 'post'],
      ['/api/orders/{id}/payments', 'post'],
    ] as const) {
      const parameters = doc.paths[path]?.[method]?.parameters ?? []
      expect(parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
      )
    }
  })
})
