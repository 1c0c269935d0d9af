import { eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { Meal } from '../../src/contracts/catalogue.responses'
import { orders, payments as paymentRows } from '../../src/db/schema'
import { expireUnpaidOrders } from '../../src/domain/orders/expiry'
import { runSweeps, SWEEPS } from '../../src/server/scheduler.server'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'
import { testDatabase } from '../setup/test-database'

/**
 * The scheduler's sweeps (decision 0019), called directly: unpaid M-Pesa orders expire
 * after 15 minutes and give their portions back; each sweep runs under an advisory lock, so two
 * instances never run one at once. On PGlite and on Postgres (DATABASE_URL).
 */
const h = shopHarness()
const { call } = h

const SIXTEEN_MINUTES = 16 * 60 * 1000

/** An M-Pesa checkout whose prompt the payer cancelled (1032), dated `ageMs` ago. */
async function unpaidCheckout(ageMs: number, phone = '0700 001 032') {
  const placed = await createOrder(h.api, { kitchens: h.kitchens.slice(0, 1), paymentMethod: 'mpesa', phone })
  if (phone.endsWith('032')) {
    await vi.waitFor(
      async () => expect((await h.order(placed.token, placed.id)).payment?.status).toBe('failed'),
      {
        timeout: 5000,
      },
    )
  }
  const ids = placed.result.orders.map((o) => o.id)
  await h.api.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(inArray(orders.id, ids))
  return placed
}

const portionsLeft = async (id: number) =>
  v.parse(Meal, await (await call('GET', `meals/${id}`)).json()).portionsLeft

describe('expiring unpaid orders', () => {
  it('cancels an M-Pesa order unpaid after 15 minutes, says why, and gives its portions back', async () => {
    const meal = h.kitchens[0]?.meals[0]
    if (!meal) throw new Error('No meal')
    const before = await portionsLeft(meal.id)
    const stale = await unpaidCheckout(SIXTEEN_MINUTES)
    const fresh = await unpaidCheckout(60_000)
    const taken = before - (await portionsLeft(meal.id))
    expect(taken).toBeGreaterThan(0)

    const expired = await expireUnpaidOrders(h.api.db)
    expect(expired).toContain(stale.id)
    expect(expired).not.toContain(fresh.id)
    expect(await h.order(stale.token, stale.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'unpaid',
      dueKes: 0,
    })
    expect(await h.order(fresh.token, fresh.id)).toMatchObject({
      status: 'awaiting-payment',
      cancelReason: null,
    })
    // The stale checkout's portions are back; the fresh one's are still held.
    expect(before - (await portionsLeft(meal.id))).toBe(taken / 2)
    // A second sweep finds nothing more to do.
    expect(await expireUnpaidOrders(h.api.db)).not.toContain(stale.id)
    // The shopper can no longer pay it.
    expect((await call('POST', `orders/${stale.id}/payments`, stale.token, {})).status).toBe(409)
  })

  it('leaves an order alone while its prompt is still pending, and a paid one', async () => {
    // A prompt whose answer never came (a lost callback): the money may still arrive.
    const pending = await unpaidCheckout(SIXTEEN_MINUTES)
    await h.api.db
      .update(paymentRows)
      .set({ status: 'pending' })
      .where(eq(paymentRows.checkoutId, pending.result.checkoutId))
    const paid = await unpaidCheckout(0, '0712 345 678')
    await vi.waitFor(async () => expect((await h.order(paid.token, paid.id)).status).toBe('placed'), {
      timeout: 5000,
    })
    await h.api.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - SIXTEEN_MINUTES) })
      .where(eq(orders.id, paid.id))
    const expired = await expireUnpaidOrders(h.api.db)
    expect(expired).not.toContain(pending.id)
    expect(expired).not.toContain(paid.id)
    expect((await h.order(pending.token, pending.id)).status).toBe('awaiting-payment')
    expect((await h.order(paid.token, paid.id)).status).toBe('placed')
  })

  it('lets a shopper cancel or the sweep expire, never both: the portions come back once', async () => {
    const meal = h.kitchens[0]?.meals[0]
    if (!meal) throw new Error('No meal')
    const before = await portionsLeft(meal.id)
    const stale = await unpaidCheckout(SIXTEEN_MINUTES)
    const [cancel, expired] = await Promise.all([
      call('POST', `orders/${stale.id}/cancel`, stale.token),
      expireUnpaidOrders(h.api.db),
    ])
    const byShopper = cancel.status === 200
    expect(byShopper || expired.includes(stale.id)).toBe(true)
    expect(byShopper && expired.includes(stale.id)).toBe(false)
    expect(await h.order(stale.token, stale.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: byShopper ? 'shopper' : 'unpaid',
    })
    expect(await portionsLeft(meal.id)).toBe(before)
  })
})

describe('the scheduler', () => {
  it('runs every sweep once a round and reports what each did', async () => {
    await unpaidCheckout(SIXTEEN_MINUTES)
    const done = await runSweeps(h.api.handle, { payments: h.payments, transports: {} })
    expect(done.unpaidOrders).toBeGreaterThanOrEqual(1)
    expect(typeof done.idempotencyKeys).toBe('number')
  })

  it('runs a sweep on one instance at a time: another instance skips it while the lock is held', async () => {
    const other = await testDatabase()
    const key = SWEEPS.idempotencyKeys.lockKey
    let inner: string | undefined = 'not tried'
    const outer = await h.api.handle.withAdvisoryLock(key, async () => {
      inner = await other.withAdvisoryLock(key, async () => 'ran')
      return 'ran'
    })
    expect(outer).toBe('ran')
    if (h.api.driver === 'postgres') {
      // Another process (another pool) is refused while the first holds the lock…
      expect(inner).toBeUndefined()
      // …and gets it once the first is done.
      expect(await other.withAdvisoryLock(key, async () => 'ran')).toBe('ran')
    } else {
      // PGlite: each handle is its own database (one process owns a data directory).
      expect(inner).toBe('ran')
    }
  })
})
