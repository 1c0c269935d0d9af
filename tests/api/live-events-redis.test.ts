import { randomUUID } from 'node:crypto'
import { createClient } from '@redis/client'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createApiApp } from '../../src/api/app'
import { openDatabase } from '../../src/db/client'
import type { Notifications } from '../../src/db/notifications'
import { redisNotifications } from '../../src/db/redis-notifications'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen } from '../fixtures/catalogue'
import { overHttp, serveAppOverHttp } from '../fixtures/http-transport'
import { inMinutes, kitchenAccount, readOrderEvents, stepOk } from '../fixtures/kitchen'
import { createOrder, orderOf } from '../fixtures/orders'
import { testApi } from '../setup/test-database'

/**
 * With REDIS_URL, live notices reach the instances through Redis pub/sub (decision record
 * 0016): one instance at a time relays the database's NOTIFYs, every instance subscribes on
 * Redis. Two app instances on one database (their own pools and relays on Postgres); a step
 * taken through A reaches a stream opened on B well before the streams' 15 s re-read, and when
 * the relaying instance stops, the other takes over. Runs where a Redis answers (REDIS_URL, else
 * the local 127.0.0.1:6379); a machine without one skips it, saying so.
 */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

async function redisAnswers(): Promise<boolean> {
  const probe = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } })
  probe.on('error', () => {})
  try {
    await probe.connect()
    await probe.ping()
    await probe.close()
    return true
  } catch {
    return false
  }
}
const available = await redisAnswers()
if (!available) console.warn(`No Redis at ${redisUrl}: the Redis live-notice tests are skipped`)

describe.skipIf(!available)('live order events through Redis, across two instances', async () => {
  const a = await testApi()
  const databaseUrl = inject('databaseUrl')
  const second = databaseUrl ? await openDatabase({ driver: 'postgres', url: databaseUrl }) : undefined
  // Each run its own keys and channels: parallel runs on one Redis do not hear each other.
  const prefix = `test:${randomUUID()}:`
  const leaseMs = 900
  // A first, so that A relays and B only subscribes.
  const aNotices = await redisNotifications({ url: redisUrl, source: a.notifications, prefix, leaseMs })
  const bNotices = await redisNotifications({
    url: redisUrl,
    source: second?.notifications ?? a.notifications,
    prefix,
    leaseMs,
  })
  const app = (notifications: Notifications) =>
    createApiApp({
      db: async () => second?.db ?? a.db,
      services: () => ['food'],
      accounts: () => ({
        transports: {},
        publicUrl: 'http://shop.test',
        trustedProxies: 0,
        outboxListing: true,
      }),
      payments: () => ({ queryAfterMs: 30_000 }),
      notifications: async () => notifications,
      storage: () => a.storage,
    })
  const b = { app: overHttp ? await serveAppOverHttp(app(bNotices)) : app(bNotices), db: second?.db ?? a.db }
  afterAll(async () => {
    await bNotices.close()
    // The stream on B is subscribed before A stops: only B's own renewals can make it the relay.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await aNotices.close()
    await second?.close()
  })

  const streamOnB = async (token: string, path: string) =>
    apiRequest(b, 'GET', path, { token, headers: { Accept: 'text/event-stream' } })

  async function orderOnA() {
    const kitchen = await createKitchen(a.db)
    const cook = await kitchenAccount(a, kitchen.id)
    const shopper = await createOrder(a, { kitchens: [kitchen] })
    const seen = await orderOf(a, shopper.token, shopper.id)
    return { cook, shopper, id: shopper.id, after: seen.lastEventId }
  }

  it("a step taken through A reaches the shopper's and the kitchen's streams on B within seconds", async () => {
    const { cook, shopper, id, after } = await orderOnA()
    const shopperEvents = readOrderEvents(
      await streamOnB(shopper.token, `orders/${id}/events?after=${after}`),
      2,
      5000,
    )
    const kitchenEvents = readOrderEvents(
      await streamOnB(cook.token, `kitchen/events?after=${after}`),
      2,
      5000,
    )
    // The relay picks up a channel asked for the first time on its next renewal.
    await new Promise((resolve) => setTimeout(resolve, leaseMs))
    await stepOk(a, cook.token, id, { to: 'accepted', readyBy: inMinutes(30) })
    await stepOk(a, cook.token, id, { to: 'preparing' })
    for (const got of [await shopperEvents, await kitchenEvents])
      expect(got.map((e) => e.data.status)).toEqual(['accepted', 'preparing'])
  })

  it('when the relaying instance stops, the other takes the relay over and nothing is missed', async () => {
    const { cook, shopper, id, after } = await orderOnA()
    const events = readOrderEvents(
      await streamOnB(shopper.token, `orders/${id}/events?after=${after}`),
      2,
      6000,
    )
    // The stream on B is subscribed before A stops: only B's own renewals can make it the relay.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await aNotices.close()
    // B takes the lease on its next attempt (a third of the lease) and listens on the database.
    await new Promise((resolve) => setTimeout(resolve, leaseMs))
    await stepOk(a, cook.token, id, { to: 'accepted', readyBy: inMinutes(30) })
    await stepOk(a, cook.token, id, { to: 'preparing' })
    expect((await events).map((e) => e.data.status)).toEqual(['accepted', 'preparing'])
  })
})

describe('a REDIS_URL where no Redis answers', () => {
  it('stops the start within seconds with a message naming the setting, not the password', async () => {
    const started = Date.now()
    const source: Notifications = { subscribe: async () => () => {}, close: async () => {} }
    await expect(redisNotifications({ url: 'redis://:secret@127.0.0.1:1', source })).rejects.toThrow(
      /^REDIS_URL: no Redis answered at redis:\/\/:\*\*\*@127\.0\.0\.1:1 within 5 s$/,
    )
    expect(Date.now() - started).toBeLessThan(8000)
  })
})
