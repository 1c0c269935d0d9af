import { eq, like } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { carts, idempotencyKeys, notifications, rateLimits } from '../../src/db/schema'
import { sweepOldNotifications } from '../../src/domain/housekeeping/notification-sweep'
import { sweepRateLimits } from '../../src/domain/housekeeping/rate-limit-sweep'
import { sweepVisitorCarts } from '../../src/domain/housekeeping/visitor-cart-sweep'
import { sweepIdempotencyKeys } from '../../src/domain/idempotency/idempotency'
import { notify } from '../../src/domain/notifications/notifications'
import { runSweeps } from '../../src/server/scheduler.server'
import { authCall, signedInUser } from '../fixtures/accounts'
import { type CartHolder, cartRequest } from '../fixtures/cart'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * A visitor cannot grow the database without bound (decision 0034): visitors' carts
 * untouched for 30 days, rate-limit counters past their window and idempotency keys past their
 * 24 hours are swept; a signed-in shopper's cart and a live counter never are. The clock is
 * passed in. A database of the file's own on Postgres: a sweep a month ahead would delete
 * other files' carts.
 */
let api: Awaited<ReturnType<typeof testApi>>
let kitchen: FactoryKitchen
beforeAll(async () => {
  api = await testApi({ ownDatabase: true })
  kitchen = await createKitchen(api.db)
})
afterAll(async () => {
  if (api?.driver === 'postgres') await api.handle.close()
})

const DAY = 24 * 60 * 60 * 1000
const later = (ms: number) => new Date(Date.now() + ms)

type Who = CartHolder
const cartCall = (method: string, who: Who, path = '', body?: unknown) =>
  cartRequest(api, method, path, who, body)
const cartOf = async (who: Who) => v.parse(CartView, await (await cartCall('GET', who)).json())

/** A visitor with one meal in a new cart. */
async function visitorWithCart(): Promise<Who> {
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('No meal')
  const put = await cartCall('PUT', {}, `/items/${meal.id}`, { quantity: 1 })
  const cart = v.parse(CartView, await put.json())
  if (!cart.cartToken) throw new Error('No cart token')
  return { cartToken: cart.cartToken }
}

describe('visitors’ carts', () => {
  it('deletes a visitor’s cart untouched for 30 days, never a signed-in shopper’s', async () => {
    const meal = kitchen.meals[0]
    if (!meal) throw new Error('No meal')
    const visitor = await visitorWithCart()
    const shopper = { token: (await signedInUser(api)).accessToken }
    expect((await cartCall('PUT', shopper, `/items/${meal.id}`, { quantity: 2 })).status).toBe(200)

    // 29 days on, the visitor may still come back with the cookie: kept.
    expect(await sweepVisitorCarts(api.db, later(29 * DAY))).toBe(0)
    expect((await cartOf(visitor)).itemCount).toBe(1)

    // 31 days on, the cookie is gone and so is the cart; the account's cart stays.
    expect(await sweepVisitorCarts(api.db, later(31 * DAY))).toBeGreaterThanOrEqual(1)
    expect((await cartOf(visitor)).itemCount).toBe(0)
    expect((await cartOf(shopper)).itemCount).toBe(2)
    const left = await api.db.select().from(carts)
    expect(left.every((cart) => cart.userId !== null)).toBe(true)
  })

  it('deletes each abandoned cart once when two instances sweep at the same moment', async () => {
    const visitors = await Promise.all(Array.from({ length: 5 }, visitorWithCart))
    const [first, second] = await Promise.all([
      sweepVisitorCarts(api.db, later(31 * DAY)),
      sweepVisitorCarts(api.db, later(31 * DAY)),
    ])
    expect((first ?? 0) + (second ?? 0)).toBe(visitors.length)
    for (const visitor of visitors) expect((await cartOf(visitor)).itemCount).toBe(0)
  })
})

describe('rate-limit counters and idempotency keys', () => {
  it('deletes counters past their window and keeps a live one, which still refuses', async () => {
    const amina = await signedInUser(api)
    const attempt = (secret: string) =>
      authCall(api, 'POST', '/account/authenticate', {
        body: { identifier: amina.identifier, secret },
        address: '203.0.113.77',
      })
    for (let i = 0; i < 10; i += 1) expect((await attempt('guessing wrong')).status).toBe(401)
    const counters = () => api.db.select().from(rateLimits).where(like(rateLimits.key, '%203.0.113.77%'))
    // Per identifier and address (1 hour) and per address (24 hours).
    expect(await counters()).toHaveLength(2)

    // Now: both live, nothing goes, and the guesser is still refused.
    await sweepRateLimits(api.db, new Date())
    expect(await counters()).toHaveLength(2)
    expect((await attempt(amina.registration.credential.secret)).status).toBe(429)

    // Two hours on the hour's counter has passed; a day on, the day's too.
    await sweepRateLimits(api.db, later(2 * 60 * 60 * 1000))
    expect((await counters()).map((row) => row.key)).toEqual([expect.stringMatching(/^login-ip/)])
    await sweepRateLimits(api.db, later(DAY + 60_000))
    expect(await counters()).toHaveLength(0)
  })

  it('sweeps idempotency keys after 24 hours', async () => {
    const shopper = await signedInUser(api)
    await api.db
      .insert(idempotencyKeys)
      .values({ userId: shopper.user.id, key: 'sweep-me', requestHash: 'h', lockedAt: new Date() })
    const mine = () => api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'sweep-me'))
    expect(await sweepIdempotencyKeys(api.db, later(23 * 60 * 60 * 1000))).toBe(0)
    expect(await mine()).toHaveLength(1)
    expect(await sweepIdempotencyKeys(api.db, later(DAY + 60_000))).toBeGreaterThanOrEqual(1)
    expect(await mine()).toHaveLength(0)
  })

  it('deletes notifications after 90 days, each once when two instances sweep together', async () => {
    const shopper = await signedInUser(api)
    const bell = () => api.db.select().from(notifications).where(eq(notifications.userId, shopper.user.id))
    for (let i = 0; i < 3; i += 1) {
      await notify(api.db, {
        userId: shopper.user.id,
        kind: 'order.accepted',
        values: { kitchen: 'Mama Njeri', orderId: i + 1 },
        link: `/account/orders/${i + 1}`,
      })
    }
    // 89 days on they still point at recent orders: kept.
    expect(await sweepOldNotifications(api.db, later(89 * DAY))).toBe(0)
    expect(await bell()).toHaveLength(3)
    const [first, second] = await Promise.all([
      sweepOldNotifications(api.db, later(91 * DAY)),
      sweepOldNotifications(api.db, later(91 * DAY)),
    ])
    expect((first ?? 0) + (second ?? 0)).toBe(3)
    expect(await bell()).toHaveLength(0)
  })

  it('runs every sweep each round, from the scheduler', async () => {
    await visitorWithCart()
    const done = await runSweeps(
      api.handle,
      { payments: { queryAfterMs: 30_000 }, transports: {} },
      later(31 * DAY),
    )
    expect(done.visitorCarts).toBeGreaterThanOrEqual(1)
    expect(typeof done.rateLimits).toBe('number')
    expect(typeof done.idempotencyKeys).toBe('number')
    expect(typeof done.notifications).toBe('number')
    expect(done.outbox).toEqual({ sent: 0, failed: 0 })
    expect(done.stkPrompts).toMatchObject({ settled: 0, errors: 0 })
  })
})
