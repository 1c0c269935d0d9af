/**
 * One simulated shopper: signs up once, then until the time is up browses (pages and API),
 * fills a cart from the scarce meals and checks out with cash or M-Pesa, each checkout with its
 * own idempotency key kept across retries. Every acknowledged checkout is recorded, to be
 * compared with what the database stored.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { sleep, type Traffic } from './traffic.ts'

export type Acknowledged = {
  key: string
  shopper: number
  checkoutId: string
  orderIds: number[]
  method: 'cash' | 'mpesa'
}

export type ShopperOutcome = {
  acknowledged: Acknowledged[]
  soldOut: number
  /** Checkouts sent more than once (a cut connection, the killed instance) before their answer. */
  retriedCheckouts: number
  /** Answers no shopper should get (a 4xx other than sold out), with what was sent. */
  unexpected: string[]
}

type Json = Record<string, unknown>
const SEARCHES = ['pilau', 'chapati', 'githeri', 'samaki', 'mandazi', 'biryani']
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T

export type ShopperSetup = {
  index: number
  run: string
  traffic: Traffic
  database: pg.Pool
  kitchenIds: number[]
  scarceMealIds: number[]
}

/** Signs up (the code read from the outbox, as the inbox) and adds a delivery address. */
export async function signUp(setup: ShopperSetup) {
  const { index, run, traffic, database } = setup
  const address = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`
  const email = `soak.${run}.${index}@example.co.ke`
  const phone = `07${String(10_000_000 + ((Number.parseInt(run, 36) + index) % 89_999_999)).padStart(8, '0')}`
  const registered = await traffic.send('POST', '/api/auth/account/register', {
    address,
    body: {
      name: 'Soak',
      surname: `Shopper ${index}`,
      email,
      credential: { identifier: email, secret: 'Ugali na sukuma 2026' },
    },
  })
  if (registered.status !== 201 && registered.status !== 202)
    throw new Error(`Shopper ${index}: register answered ${registered.status}`)
  const { rows } = await database.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by id desc limit 1',
    [email],
  )
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1]
  if (!code) throw new Error(`Shopper ${index}: no verification code in the outbox`)
  const confirmed = await traffic.send('POST', '/api/auth/verification/confirm', {
    address,
    body: { token: code, identifier: email },
  })
  const token = ((confirmed.json as Json)?.data as Json)?.accessToken as string | undefined
  if (!token) throw new Error(`Shopper ${index}: confirming answered ${confirmed.status}`)
  const saved = await traffic.send('POST', '/api/locations', {
    address,
    token,
    body: {
      label: 'Home',
      neighbourhood: 'Kilimani',
      building: `Soak Court ${index}`,
      landmark: 'Yaya Centre',
      phone,
    },
  })
  const addressId = (saved.json as Json)?.id as number | undefined
  if (!addressId) throw new Error(`Shopper ${index}: saving the address answered ${saved.status}`)
  return { address, token, addressId, phone }
}

export type Account = Awaited<ReturnType<typeof signUp>>

/** Browses, fills the cart and checks out until `deadline` (a performance.now() time). */
export async function shop(setup: ShopperSetup, account: Account, deadline: number): Promise<ShopperOutcome> {
  const { traffic, index } = setup
  const { address, token } = account
  const outcome: ShopperOutcome = { acknowledged: [], soldOut: 0, retriedCheckouts: 0, unexpected: [] }
  const expect = (what: string, status: number, allowed: number[]) => {
    if (!allowed.includes(status)) outcome.unexpected.push(`${what}: ${status}`)
  }
  while (performance.now() < deadline) {
    // Browsing, as the web and the apps do: a page, the list, a kitchen, a search.
    expect(
      'GET page',
      (await traffic.send('GET', pick(['/', '/food/kitchens', '/food/search?q=pilau']), { address })).status,
      [200],
    )
    expect('GET kitchens', (await traffic.send('GET', '/api/kitchens?perPage=10', { address })).status, [200])
    expect(
      'GET kitchen',
      (await traffic.send('GET', `/api/kitchens/${pick(setup.kitchenIds)}`, { address })).status,
      [200],
    )
    expect(
      'GET search',
      (await traffic.send('GET', `/api/search?q=${pick(SEARCHES)}`, { address })).status,
      [200],
    )

    // One or two scarce meals: a meal may sell out while it is in the cart.
    let inCart = 0
    for (const meal of new Set([pick(setup.scarceMealIds), pick(setup.scarceMealIds)])) {
      const put = await traffic.send('PUT', `/api/cart/items/${meal}`, {
        address,
        token,
        body: { quantity: 1 + (index % 2) },
      })
      expect('PUT cart item', put.status, [200, 409])
      if (put.status === 200) inCart += 1
    }
    if (inCart > 0) {
      const method = Math.random() < 0.5 ? 'cash' : 'mpesa'
      const key = randomUUID()
      // The checkout page first: the checkout carries the total it showed (decision 0056).
      const cart = await traffic.send('GET', `/api/cart?addressId=${account.addressId}`, { address, token })
      expect('GET cart', cart.status, [200])
      const placed = await traffic.send('POST', '/api/orders', {
        address,
        token,
        idempotencyKey: key,
        body: {
          addressId: account.addressId,
          paymentMethod: method,
          ...(method === 'mpesa' ? { phone: account.phone } : {}),
          expectedTotalKes: (cart.json as { totalKes?: number } | undefined)?.totalKes,
        },
      })
      expect('POST orders', placed.status, [201, 409])
      if (placed.attempts > 1) outcome.retriedCheckouts += 1
      if (placed.status === 201) {
        const result = placed.json as { checkoutId: string; orders: { id: number }[] }
        outcome.acknowledged.push({
          key,
          shopper: index,
          checkoutId: result.checkoutId,
          orderIds: result.orders.map((o) => o.id),
          method,
        })
        // The order page polls while the prompt is on the phone.
        if (method === 'mpesa') await followPayment(setup, account, result.orders[0]?.id ?? 0, 6)
      } else if (placed.status === 409) {
        outcome.soldOut += 1
        expect(
          'DELETE cart',
          (await traffic.send('DELETE', '/api/cart', { address, token })).status,
          [200, 204],
        )
      }
    }
    await sleep(300 + Math.random() * 600)
  }
  return outcome
}

/** Reads the order until its M-Pesa payment is no longer pending (at most `polls` seconds). */
export async function followPayment(setup: ShopperSetup, account: Account, orderId: number, polls: number) {
  for (let poll = 0; poll < polls; poll++) {
    const order = await setup.traffic.send('GET', `/api/orders/${orderId}`, {
      address: account.address,
      token: account.token,
    })
    const status = ((order.json as Json)?.payment as Json | null)?.status
    if (order.status === 200 && status !== 'pending') return status
    await sleep(1000)
  }
  return 'pending'
}
