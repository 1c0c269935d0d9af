import { createPublicKey, verify } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushSettings } from '../../src/config/web-push'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenPush } from '../../src/contracts/kitchen-push.responses'
import { pushSubscriptions } from '../../src/db/schema'
import { pushNewOrders } from '../../src/domain/orders/new-order-push'
import { pushNewOrdersOnEvents } from '../../src/server/new-order-pushes.server'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { createOrder } from '../fixtures/orders'
import { pushSubscriber, type ReceivedPush, startPushService } from '../fixtures/push-service'
import { TEST_VAPID } from '../fixtures/vapid-test-keys'
import { testApi } from '../setup/test-database'

/**
 * New orders reach the kitchen's phones by Web Push (decision record 0114): a browser of the
 * kitchen's account subscribes on the board, and each new order is encrypted for it, signed with
 * the server's VAPID key and posted to its push service, once, whatever runs at once. A local push
 * service stands in for Google's and Mozilla's, and each subscriber decrypts what it gets as a
 * browser does. On PGlite and Postgres, in-process and over HTTP.
 */
let service: Awaited<ReturnType<typeof startPushService>>
let api: Awaited<ReturnType<typeof testApi>>
let push: PushSettings

beforeAll(async () => {
  service = await startPushService()
  push = { ...TEST_VAPID, extraOrigins: [service.origin] }
  api = await testApi({ accounts: { push } })
})
afterAll(async () => {
  await service?.close()
})

const call = (method: string, path: string, token?: string, body?: unknown, language?: string) =>
  apiRequest(api, method, path, { token, body, language })

async function statusOf(token: string) {
  const response = await call('GET', 'kitchen/push', token)
  expect(response.status).toBe(200)
  return v.parse(KitchenPush, await response.json())
}

async function subscribe(token: string, subscription: unknown, language?: string) {
  const response = await call('PUT', 'kitchen/push/subscription', token, subscription, language)
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(KitchenPush, await response.json())
}

async function newKitchenWithCook() {
  const kitchen = await createKitchen(api.db)
  const cook = await kitchenAccount(api, kitchen.id)
  return { kitchen, cook }
}

/** What a subscriber received, decrypted: the alert the service worker shows. */
function alertsOf(subscriber: ReturnType<typeof pushSubscriber>) {
  return service.received(subscriber.subscription.endpoint).map(
    (push) =>
      JSON.parse(subscriber.decrypt(push.body)) as {
        title: string
        body: string
        url: string
        tag: string
      },
  )
}

/** The VAPID header: a JWT for the push service's origin, signed (ES256) with the server's key. */
function checkVapid(received: ReceivedPush) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(received.authorization)
  expect(match, received.authorization).not.toBeNull()
  const [, jwt = '', key = ''] = match ?? []
  expect(key).toBe(TEST_VAPID.publicKey)
  const [header = '', claims = '', signature = ''] = jwt.split('.')
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string
    sub: string
    exp: number
  }
  expect(payload.aud).toBe(service.origin)
  expect(payload.sub).toBe(TEST_VAPID.subject)
  expect(payload.exp * 1000).toBeGreaterThan(Date.now())
  const raw = Buffer.from(TEST_VAPID.publicKey, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  expect(signed, 'the VAPID JWT is signed with the server key').toBe(true)
}

const codeOf = async (response: Response) => v.parse(ErrorBody, await response.json()).code

describe('new orders by Web Push', () => {
  it('is the kitchen’s own: 401 without a session, 403 for a shopper', async () => {
    expect((await call('GET', 'kitchen/push')).status).toBe(401)
    const shopper = await signedInUser(api)
    const subscriber = pushSubscriber(service.origin)
    expect((await call('GET', 'kitchen/push', shopper.accessToken)).status).toBe(403)
    expect(
      (await call('PUT', 'kitchen/push/subscription', shopper.accessToken, subscriber.subscription)).status,
    ).toBe(403)
    expect(
      (
        await call('DELETE', 'kitchen/push/subscription', shopper.accessToken, {
          endpoint: subscriber.subscription.endpoint,
        })
      ).status,
    ).toBe(403)
  })

  it('refuses a subscription it cannot or must not send to, and keeps nothing of it', async () => {
    const { cook } = await newKitchenWithCook()
    const good = pushSubscriber(service.origin).subscription
    // Each refusal names its field and why (a missing field is "required", as everywhere).
    const refusals: [unknown, Record<string, string[]>][] = [
      [{ endpoint: good.endpoint }, { keys: ['input.required'] }],
      [{ ...good, keys: { p256dh: 'short', auth: good.keys.auth } }, { 'keys.p256dh': ['push.keys'] }],
      [{ ...good, endpoint: 'not a url' }, { endpoint: ['push.endpoint'] }],
      // The server posts to the endpoint: an address of the kitchen's choosing is refused.
      [{ ...good, endpoint: 'https://evil.example/push/1' }, { endpoint: ['push.service'] }],
      [{ ...good, endpoint: 'http://127.0.0.1:5432/' }, { endpoint: ['push.service'] }],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, { endpoint: ['push.service'] }],
    ]
    for (const [body, codes] of refusals) {
      const response = await call('PUT', 'kitchen/push/subscription', cook.token, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(v.parse(ErrorBody, await response.json()).codes, JSON.stringify(body)).toEqual(codes)
    }
    expect(await statusOf(cook.token)).toEqual({ publicKey: TEST_VAPID.publicKey, browsers: 0 })
  })

  it('pushes a new order once to every browser of the kitchen, in each board’s language, and to no other kitchen', async () => {
    const { kitchen, cook } = await newKitchenWithCook()
    const helper = await kitchenAccount(api, kitchen.id)
    const other = await newKitchenWithCook()
    const phone = pushSubscriber(service.origin)
    const tablet = pushSubscriber(service.origin)
    const elsewhere = pushSubscriber(service.origin)
    expect((await subscribe(cook.token, phone.subscription, 'sw-KE')).browsers).toBe(1)
    expect((await subscribe(helper.token, tablet.subscription, 'en-KE')).browsers).toBe(2)
    await subscribe(other.cook.token, elsewhere.subscription)

    const placed = await createOrder(api, { kitchens: [kitchen] })
    expect(await pushNewOrders(api.db, push)).toBeGreaterThanOrEqual(2)

    const [swahili] = alertsOf(phone)
    expect(swahili).toEqual({
      title: `Oda mpya ${placed.id}`,
      body: expect.stringContaining('KSh'),
      url: '/sw-KE/kitchen',
      tag: `order-${placed.id}`,
    })
    expect(alertsOf(tablet)).toEqual([
      {
        title: `New order ${placed.id}`,
        body: expect.stringMatching(/^KSh.+: open your board to accept or decline it\.$/),
        url: '/kitchen',
        tag: `order-${placed.id}`,
      },
    ])
    expect(alertsOf(elsewhere)).toEqual([])
    const [sent] = service.received(phone.subscription.endpoint)
    if (!sent) throw new Error('nothing received')
    expect(sent.contentEncoding).toBe('aes128gcm')
    expect(sent.urgency).toBe('high')
    expect(sent.ttl).toBe('900')
    checkVapid(sent)

    // Later rounds push it no more.
    await pushNewOrders(api.db, push)
    await pushNewOrders(api.db, push, new Date(Date.now() + 60_000))
    expect(alertsOf(phone)).toHaveLength(1)
    expect(alertsOf(tablet)).toHaveLength(1)
  })

  it('goes once when rounds run at once, on every instance', async () => {
    const { kitchen, cook } = await newKitchenWithCook()
    const phone = pushSubscriber(service.origin)
    await subscribe(cook.token, phone.subscription)
    const placed = await createOrder(api, { kitchens: [kitchen] })
    await Promise.all(Array.from({ length: 6 }, () => pushNewOrders(api.db, push)))
    expect(alertsOf(phone).map((alert) => alert.tag)).toEqual([`order-${placed.id}`])
  })

  it('pushes the moment the order reaches the kitchen, without waiting for the minute’s sweep', async () => {
    const { kitchen, cook } = await newKitchenWithCook()
    const phone = pushSubscriber(service.origin)
    await subscribe(cook.token, phone.subscription)
    const stop = await pushNewOrdersOnEvents(api.handle, push)
    try {
      const placed = await createOrder(api, { kitchens: [kitchen] })
      await expect
        .poll(() => alertsOf(phone).map((alert) => alert.tag), { timeout: 10_000 })
        .toEqual([`order-${placed.id}`])
    } finally {
      stop()
    }
  })

  it('forgets a browser its push service says is gone, and one that keeps failing', async () => {
    const { kitchen, cook } = await newKitchenWithCook()
    await subscribe(cook.token, pushSubscriber(service.origin, 'gone').subscription)
    const failing = pushSubscriber(service.origin, 'fail').subscription
    expect((await subscribe(cook.token, failing)).browsers).toBe(2)
    await createOrder(api, { kitchens: [kitchen] })
    await pushNewOrders(api.db, push)
    expect((await statusOf(cook.token)).browsers).toBe(1)
    const [kept] = await api.db
      .select({ failures: pushSubscriptions.failures })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, failing.endpoint))
    expect(kept?.failures).toBe(1)
    for (let n = 0; n < 4; n += 1) {
      await createOrder(api, { kitchens: [kitchen] })
      await pushNewOrders(api.db, push)
    }
    expect((await statusOf(cook.token)).browsers).toBe(0)
  })

  it('stops for a browser that unsubscribes, and one account cannot unsubscribe another’s browser', async () => {
    const { kitchen, cook } = await newKitchenWithCook()
    const helper = await kitchenAccount(api, kitchen.id)
    const phone = pushSubscriber(service.origin)
    const tablet = pushSubscriber(service.origin)
    await subscribe(cook.token, phone.subscription)
    await subscribe(helper.token, tablet.subscription)
    const notMine = await call('DELETE', 'kitchen/push/subscription', helper.token, {
      endpoint: phone.subscription.endpoint,
    })
    expect(notMine.status).toBe(200)
    expect(v.parse(KitchenPush, await notMine.json()).browsers).toBe(2)
    const mine = await call('DELETE', 'kitchen/push/subscription', cook.token, {
      endpoint: phone.subscription.endpoint,
    })
    expect(v.parse(KitchenPush, await mine.json()).browsers).toBe(1)
    const placed = await createOrder(api, { kitchens: [kitchen] })
    await pushNewOrders(api.db, push)
    expect(alertsOf(phone)).toEqual([])
    expect(alertsOf(tablet).map((alert) => alert.tag)).toEqual([`order-${placed.id}`])
  })

  it('leaves an order placed more than ten minutes ago to the board and the SMS', async () => {
    const { kitchen, cook } = await newKitchenWithCook()
    const phone = pushSubscriber(service.origin)
    await subscribe(cook.token, phone.subscription)
    await createOrder(api, { kitchens: [kitchen] })
    expect(await pushNewOrders(api.db, push, new Date(Date.now() + 11 * 60_000))).toBe(0)
    expect(alertsOf(phone)).toEqual([])
  })

  it('is not offered by a server without VAPID keys: no key, and a subscription is refused with 409', async () => {
    const bare = await testApi()
    const kitchen = await createKitchen(bare.db)
    const cook = await kitchenAccount(bare, kitchen.id)
    const status = await apiRequest(bare, 'GET', 'kitchen/push', { token: cook.token })
    expect(v.parse(KitchenPush, await status.json())).toEqual({ publicKey: null, browsers: 0 })
    const refused = await apiRequest(bare, 'PUT', 'kitchen/push/subscription', {
      token: cook.token,
      body: pushSubscriber(service.origin).subscription,
    })
    expect(refused.status).toBe(409)
    expect(await codeOf(refused)).toBe('push.off')
  })
})
