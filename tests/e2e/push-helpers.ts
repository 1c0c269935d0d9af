import type { BrowserContext, Page } from '@playwright/test'
import { pushSubscriber } from '../fixtures/push-service'
import { expect } from './fixtures'

/** The local push service playwright.config.ts starts beside the app (E2E_PORT + 91). */
const PUSH_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 91}`

type Subscriber = ReturnType<typeof pushSubscriber>

/** A browser's subscription on the local push service, and how it decrypts what it gets. */
export const newPushSubscriber = (): Subscriber => pushSubscriber(PUSH_ORIGIN)

/**
 * Chromium subscribes through Google's push service, which this machine cannot reach: in this
 * context PushManager.subscribe answers a subscription on the local push service instead, with
 * keys the test holds, and keeps it across pages. The server key the board subscribes with is
 * kept for the test to read. Everything after it is real: the server's encryption and VAPID
 * signature, the push service, the service worker's alert.
 */
export async function standInForPushService(context: BrowserContext, subscriber: Subscriber) {
  await context.addInitScript((subscription) => {
    if (!('PushManager' in window)) return
    const made = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('test-push-subscription')
        return true
      },
    })
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey
      if (!(key instanceof Uint8Array)) throw new DOMException('No server key', 'InvalidAccessError')
      const written = btoa(String.fromCharCode(...Array.from(key as Uint8Array)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      localStorage.setItem('test-push-subscription', written)
      return made() as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem('test-push-subscription') ? made() : null) as PushSubscription | null
  }, subscriber.subscription)
}

/** The server key the board subscribed with (base64url), as the stand-in kept it. */
export const subscribedKey = (page: Page) =>
  page.evaluate(() => localStorage.getItem('test-push-subscription'))

type Alert = { title: string; body: string; url: string; tag: string }

/** The alert the push service received for this order, decrypted as the browser would. */
export async function pushedAlert(subscriber: Subscriber, orderId: number): Promise<Alert> {
  const endpoint = encodeURIComponent(subscriber.subscription.endpoint)
  let alert: Alert | undefined
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(`${PUSH_ORIGIN}/received?endpoint=${endpoint}`)).json()) as {
          body: string
        }[]
        const alerts = received.map((push) => JSON.parse(subscriber.decrypt(push.body)) as Alert)
        alert = alerts.find((each) => each.tag === `order-${orderId}`)
        return alert !== undefined
      },
      { timeout: 15_000, message: `a push for order ${orderId}` },
    )
    .toBe(true)
  return alert as Alert
}

/**
 * Hands a push message to the page's service worker, as Chromium does when its push service
 * delivers one (DevTools protocol: ServiceWorker.deliverPushMessage).
 */
export async function deliverToServiceWorker(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(page.url()).origin
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)
      if (mine) resolve(mine.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registered
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data })
  await cdp.detach()
}

/** The notifications the service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))
  })
