import { afterAll, describe, expect, inject, it } from 'vitest'
import { createApiApp } from '../../src/api/app'
import { openDatabase } from '../../src/db/client'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen } from '../fixtures/catalogue'
import { overHttp, serveAppOverHttp } from '../fixtures/http-transport'
import { inMinutes, kitchenAccount, readOrderEvents, stepOk } from '../fixtures/kitchen'
import { createOrder, orderOf } from '../fixtures/orders'
import { testApi } from '../setup/test-database'

/**
 * Instance A is the test file's app; instance B is a second app on the same database, with its
 * own connection pool and its own LISTEN connection on Postgres (on PGlite, which one process
 * owns, B shares A's database). A step taken through A must reach a stream opened on B.
 */
const a = await testApi()
const databaseUrl = inject('databaseUrl')
const second = databaseUrl ? await openDatabase({ driver: 'postgres', url: databaseUrl }) : undefined
const bApp = createApiApp({
  db: async () => second?.db ?? a.db,
  services: () => ['food'],
  accounts: () => ({ transports: {}, publicUrl: 'http://shop.test', trustedProxies: 0, outboxListing: true }),
  payments: () => ({ queryAfterMs: 30_000 }),
  notifications: async () => second?.notifications ?? a.notifications,
  storage: () => a.storage,
})
const b = { app: overHttp ? await serveAppOverHttp(bApp) : bApp, db: second?.db ?? a.db }
afterAll(async () => second?.close())

const events = (api: typeof a | typeof b, path: string, token: string, lastEventId?: string) =>
  apiRequest(api, 'GET', path, {
    token,
    headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  })

async function kitchenWithOrder() {
  const kitchen = await createKitchen(a.db)
  const cook = await kitchenAccount(a, kitchen.id)
  const shopper = await createOrder(a, { kitchens: [kitchen] })
  return { cook, shopper, id: shopper.id }
}

describe('live order events across two instances', () => {
  it("a step taken through A reaches the shopper's and the kitchen's streams opened on B", async () => {
    const { cook, shopper, id } = await kitchenWithOrder()
    const seen = await orderOf(a, shopper.token, id)
    const shopperStream = await events(b, `orders/${id}/events?after=${seen.lastEventId}`, shopper.token)
    const kitchenStream = await events(b, `kitchen/events?after=${seen.lastEventId}`, cook.token)
    expect(shopperStream.status).toBe(200)
    expect(shopperStream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const shopperEvents = readOrderEvents(shopperStream, 2)
    const kitchenEvents = readOrderEvents(kitchenStream, 2)
    // Give both streams time to subscribe before the change (a later subscriber would still catch up).
    await new Promise((resolve) => setTimeout(resolve, 300))
    await stepOk(a, cook.token, id, { to: 'accepted', readyBy: inMinutes(30) })
    await stepOk(a, cook.token, id, { to: 'preparing' })
    for (const got of [await shopperEvents, await kitchenEvents]) {
      expect(got.map((e) => e.data.status)).toEqual(['accepted', 'preparing'])
      expect(got.every((e) => e.data.orderId === id && e.id === String(e.data.id))).toBe(true)
    }
  })

  it('a stream reopened with Last-Event-ID gets every event it missed, and only those', async () => {
    const { cook, shopper, id } = await kitchenWithOrder()
    const first = await events(b, `orders/${id}/events`, shopper.token)
    const [placed] = await readOrderEvents(first, 1)
    expect(placed?.data.status).toBe('placed')
    // Disconnected meanwhile: three steps happen.
    await stepOk(a, cook.token, id, { to: 'accepted', readyBy: inMinutes(30) })
    await stepOk(a, cook.token, id, { to: 'preparing' })
    await stepOk(a, cook.token, id, { to: 'ready' })
    const resumed = await events(b, `orders/${id}/events`, shopper.token, placed?.id)
    expect((await readOrderEvents(resumed, 3)).map((e) => e.data.status)).toEqual([
      'accepted',
      'preparing',
      'ready',
    ])
  })

  it("refuses another shopper's order (404), no session (401), a bad cursor (422); a kitchen's stream carries only its own orders", async () => {
    const mine = await kitchenWithOrder()
    const theirs = await kitchenWithOrder()
    expect((await events(b, `orders/${mine.id}/events`, theirs.shopper.token)).status).toBe(404)
    expect((await apiRequest(b, 'GET', `orders/${mine.id}/events`)).status).toBe(401)
    expect((await events(b, `orders/${mine.id}/events?after=x`, mine.shopper.token)).status).toBe(422)
    expect((await events(b, 'kitchen/events', mine.shopper.token)).status).toBe(403)
    const stream = await events(b, 'kitchen/events?after=0', mine.cook.token)
    const got = readOrderEvents(stream, 2)
    await stepOk(a, theirs.cook.token, theirs.id, { to: 'declined', reason: 'Closed today' })
    await stepOk(a, mine.cook.token, mine.id, { to: 'declined', reason: 'No gas' })
    expect((await got).map((e) => [e.data.orderId, e.data.status])).toEqual([
      [mine.id, 'placed'],
      [mine.id, 'declined'],
    ])
  })
})
