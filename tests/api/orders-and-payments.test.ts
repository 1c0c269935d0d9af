import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  Address,
  CheckoutResult,
  ErrorBody,
  Kitchen,
  KitchenPage,
  Order,
  OrderPage,
  Payment,
  PaymentPage,
} from '../../src/api/schemas'
import { createDarajaClient, type DarajaSettings } from '../../src/domain/payments/daraja'
import type { PaymentSettings } from '../../src/domain/payments/settings'
import { startDarajaSimulator } from '../../src/server/daraja-simulator.server'
import { signedInUser } from '../fixtures/accounts'
import { serveOverHttp } from '../fixtures/serve-app'
import { testApi } from '../setup/test-database'

const credentials = {
  consumerKey: 'test-key',
  consumerSecret: 'test-secret',
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
}
const CALLBACK_SECRET = 'callback-secret-for-tests'

// Filled in once the simulator and the HTTP front are up; the app reads it on every request.
const payments: PaymentSettings = { queryAfterMs: 60_000 }
let api: Awaited<ReturnType<typeof testApi>>
let simulator: Awaited<ReturnType<typeof startDarajaSimulator>>
let front: Awaited<ReturnType<typeof serveOverHttp>>
let darajaSettings: DarajaSettings
let kitchens: v.InferOutput<typeof Kitchen>[]

beforeAll(async () => {
  api = await testApi({ payments })
  simulator = await startDarajaSimulator(credentials)
  front = await serveOverHttp(() => api.app)
  darajaSettings = {
    baseUrl: simulator.url,
    ...credentials,
    transactionType: 'CustomerPayBillOnline',
    callbackUrl: `${front.url}/api/payments/mpesa/callback/${CALLBACK_SECRET}`,
  }
  payments.daraja = createDarajaClient(darajaSettings)
  payments.callbackSecret = CALLBACK_SECRET
  const page = v.parse(KitchenPage, await (await api.app.request('/api/kitchens?perPage=3')).json())
  kitchens = await Promise.all(
    page.items.map(async (k) =>
      v.parse(Kitchen, await (await api.app.request(`/api/kitchens/${k.id}`)).json()),
    ),
  )
})
afterAll(async () => {
  await simulator?.close()
  await front?.close()
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  api.app.request(`/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const home = {
  label: 'Home',
  neighbourhood: 'Kilimani',
  building: 'Jabavu Court, Block C',
  landmark: 'Opposite Yaya Centre',
  phone: '0712 345 678',
}

/** A signed-in shopper with an address and, per kitchen given, enough of its first meal for the minimum. */
async function shopperWithCart(kitchenCount = 1) {
  const shopper = await signedInUser(api)
  const address = v.parse(Address, await (await call('POST', 'locations', shopper.accessToken, home)).json())
  let expectedTotal = 0
  for (const kitchen of kitchens.slice(0, kitchenCount)) {
    const meal = kitchen.meals[0]
    if (!meal) throw new Error(`${kitchen.name} has no meals`)
    const quantity = Math.max(1, Math.ceil(kitchen.minOrderKes / meal.priceKes))
    const put = await call('PUT', `cart/items/${meal.id}`, shopper.accessToken, { quantity })
    expect(put.status).toBe(200)
    expectedTotal += meal.priceKes * quantity + kitchen.deliveryFeeKes
  }
  return { token: shopper.accessToken, addressId: address.id, expectedTotal }
}

const order = async (token: string, id: number) =>
  v.parse(Order, await (await call('GET', `orders/${id}`, token)).json())

describe('M-Pesa test mode', () => {
  it('says so beside the methods, so checkout can label the payments as tests', async () => {
    payments.testMode = true
    try {
      expect(await (await call('GET', 'payments/methods')).json()).toEqual({
        methods: ['mpesa', 'cash'],
        testMode: true,
      })
    } finally {
      payments.testMode = undefined
    }
  })
})

describe('checkout', () => {
  it('needs a session, except to ask how one can pay', async () => {
    expect(await (await call('GET', 'payments/methods')).json()).toEqual({
      methods: ['mpesa', 'cash'],
      testMode: false,
    })
    expect((await call('GET', 'orders')).status).toBe(401)
    expect((await call('POST', 'orders', undefined, { addressId: 1, paymentMethod: 'cash' })).status).toBe(
      401,
    )
    expect((await call('GET', 'payments')).status).toBe(401)
  })

  it('refuses an empty cart, a bad method, someone else’s address and a bad M-Pesa number', async () => {
    const { token, addressId } = await shopperWithCart(0)
    const empty = v.parse(
      ErrorBody,
      await (await call('POST', 'orders', token, { addressId, paymentMethod: 'cash' })).json(),
    )
    expect(empty.errors.cart).toEqual(['Your cart is empty'])

    const other = await shopperWithCart(1)
    const card = await call('POST', 'orders', other.token, {
      addressId: other.addressId,
      paymentMethod: 'card',
    })
    expect(card.status).toBe(422)
    expect(v.parse(ErrorBody, await card.json()).errors.paymentMethod).toBeDefined()
    const notMine = await call('POST', 'orders', other.token, { addressId, paymentMethod: 'cash' })
    expect(notMine.status).toBe(422)
    expect(v.parse(ErrorBody, await notMine.json()).errors.addressId).toEqual([
      'Choose one of your delivery addresses',
    ])
    const badPhone = await call('POST', 'orders', other.token, {
      addressId: other.addressId,
      paymentMethod: 'mpesa',
      phone: '12345',
    })
    expect(badPhone.status).toBe(422)
    expect(v.parse(ErrorBody, await badPhone.json()).errors.phone).toBeDefined()
    // Nothing was ordered: the cart is still full.
    const cart = await (await call('GET', 'cart', other.token)).json()
    expect(cart.itemCount).toBeGreaterThan(0)
  })

  it('refuses a kitchen below its minimum order', async () => {
    const kitchen = kitchens.find((k) => k.meals.some((m) => m.priceKes < k.minOrderKes))
    if (!kitchen) throw new Error('The seed needs a kitchen whose minimum is above a meal’s price')
    const meal = kitchen.meals.find((m) => m.priceKes < kitchen.minOrderKes)
    const shopper = await signedInUser(api)
    const address = v.parse(
      Address,
      await (await call('POST', 'locations', shopper.accessToken, home)).json(),
    )
    await call('PUT', `cart/items/${meal?.id}`, shopper.accessToken, { quantity: 1 })
    const response = await call('POST', 'orders', shopper.accessToken, {
      addressId: address.id,
      paymentMethod: 'cash',
    })
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.cart?.[0]).toContain(kitchen.name)
  })

  it('cash: one placed order per kitchen, cash due for the whole, the cart emptied, only the owner sees them', async () => {
    const { token, addressId, expectedTotal } = await shopperWithCart(2)
    const response = await call('POST', 'orders', token, {
      addressId,
      paymentMethod: 'cash',
      note: 'Call at the gate',
    })
    expect(response.status).toBe(201)
    const result = v.parse(CheckoutResult, await response.json())
    expect(result.orders).toHaveLength(2)
    expect(result.orders.map((o) => o.status)).toEqual(['placed', 'placed'])
    expect(result.orders.reduce((n, o) => n + o.totalKes, 0)).toBe(expectedTotal)
    expect(result.orders[0]?.payment).toMatchObject({
      method: 'cash',
      status: 'cash-due',
      amountKes: expectedTotal,
    })
    expect(result.orders[0]?.deliveryAddress.landmark).toBe(home.landmark)
    expect(result.orders[0]?.note).toBe('Call at the gate')
    expect((await (await call('GET', 'cart', token)).json()).itemCount).toBe(0)

    const list = v.parse(OrderPage, await (await call('GET', 'orders', token)).json())
    expect(list.total).toBe(2)
    const stranger = await signedInUser(api)
    const first = result.orders[0]?.id ?? 0
    expect((await call('GET', `orders/${first}`, stranger.accessToken)).status).toBe(404)
    expect((await call('POST', `orders/${first}/cancel`, stranger.accessToken)).status).toBe(404)
    expect(v.parse(OrderPage, await (await call('GET', 'orders', stranger.accessToken)).json()).total).toBe(0)

    // The Data Protection Act export carries the orders, their lines and the payment.
    const exported = await (await call('GET', 'auth/user/me/export', token)).json()
    expect(exported.data.orders).toHaveLength(2)
    expect(exported.data.orders[0].items.length).toBeGreaterThan(0)
    expect(exported.data.payments).toMatchObject([{ method: 'cash', amountKes: expectedTotal }])
    expect(exported.data.addresses).toMatchObject([{ landmark: home.landmark }])

    const cancelled = v.parse(Order, await (await call('POST', `orders/${first}/cancel`, token)).json())
    expect(cancelled.status).toBe('cancelled')
    expect((await call('POST', `orders/${first}/cancel`, token)).status).toBe(409)
  })
  it('orders a cart once when two checkouts of it race (a double tap, a second tab)', async () => {
    const { token, addressId } = await shopperWithCart(1)
    const body = { addressId, paymentMethod: 'cash' }
    const answers = await Promise.all([
      call('POST', 'orders', token, body),
      call('POST', 'orders', token, body),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422])
    expect(v.parse(OrderPage, await (await call('GET', 'orders', token)).json()).total).toBe(1)
  })
})

describe('M-Pesa', () => {
  it('sends one STK push for the checkout and places the orders when the callback says paid; a repeated callback changes nothing', async () => {
    const { token, addressId, expectedTotal } = await shopperWithCart(2)
    const response = await call('POST', 'orders', token, {
      addressId,
      paymentMethod: 'mpesa',
      phone: '0712 345 678',
    })
    expect(response.status).toBe(201)
    const result = v.parse(CheckoutResult, await response.json())
    expect(result.payment).toMatchObject({
      status: 'pending',
      amountKes: expectedTotal,
      phone: '+254•••••678',
    })
    expect(result.orders.map((o) => o.status)).toEqual(['awaiting-payment', 'awaiting-payment'])
    const push = [...simulator.pushes.values()].at(-1)
    expect(push?.body).toMatchObject({
      Amount: expectedTotal,
      PhoneNumber: '254712345678',
      PartyA: '254712345678',
      PartyB: '174379',
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
    })
    expect(String(push?.body.AccountReference).length).toBeLessThanOrEqual(12)

    const id = result.orders[0]?.id ?? 0
    await vi.waitFor(async () => expect((await order(token, id)).payment?.status).toBe('paid'), {
      timeout: 5000,
    })
    const paid = await order(token, id)
    expect(paid.status).toBe('placed')
    expect(paid.payment?.receipt).toMatch(/^T[0-9A-F]{9}$/)
    expect((await order(token, result.orders[1]?.id ?? 0)).status).toBe('placed')
    expect(paid.canCancel).toBe(false)

    await simulator.resend(push?.checkoutRequestId ?? '')
    const again = await order(token, id)
    expect(again.payment).toEqual(paid.payment)
    // The token is cached: one token request served every call so far.
    expect(simulator.stats.tokenRequests).toBe(1)
  })

  it('a cancelled prompt fails the attempt; a retry for what is owed then pays', async () => {
    const { token, addressId, expectedTotal } = await shopperWithCart(1)
    const result = v.parse(
      CheckoutResult,
      await (
        await call('POST', 'orders', token, { addressId, paymentMethod: 'mpesa', phone: '0700 001 032' })
      ).json(),
    )
    const id = result.orders[0]?.id ?? 0
    await vi.waitFor(async () => expect((await order(token, id)).payment?.status).toBe('failed'), {
      timeout: 5000,
    })
    const failed = await order(token, id)
    expect(failed).toMatchObject({ status: 'awaiting-payment', canRetryPayment: true, canCancel: true })
    expect(failed.payment?.resultCode).toBe(1032)

    const retry = await call('POST', `orders/${id}/payments`, token, { phone: '0712 000 000' })
    expect(retry.status).toBe(201)
    expect(v.parse(Payment, await retry.json())).toMatchObject({
      status: 'pending',
      amountKes: expectedTotal,
    })
    expect((await call('POST', `orders/${id}/payments`, token, {})).status).toBe(409)
    await vi.waitFor(async () => expect((await order(token, id)).status).toBe('placed'), { timeout: 5000 })

    const attempts = v.parse(PaymentPage, await (await call('GET', 'payments', token)).json())
    expect(attempts.items.map((p) => p.status)).toEqual(['paid', 'failed'])
  })

  it('settles a prompt whose callback never came by asking Daraja', async () => {
    const { token, addressId } = await shopperWithCart(1)
    const result = v.parse(
      CheckoutResult,
      await (
        await call('POST', 'orders', token, { addressId, paymentMethod: 'mpesa', phone: '0712 349 000' })
      ).json(),
    )
    const id = result.orders[0]?.id ?? 0
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect((await order(token, id)).payment?.status).toBe('pending')
    payments.queryAfterMs = 0
    try {
      const settled = await order(token, id)
      expect(settled.payment?.status).toBe('paid')
      expect(settled.status).toBe('placed')
    } finally {
      payments.queryAfterMs = 60_000
    }
  })

  it('records a refused prompt as failed when Daraja will not send it', async () => {
    const { token, addressId } = await shopperWithCart(1)
    payments.daraja = createDarajaClient({ ...darajaSettings, consumerSecret: 'wrong' })
    try {
      const result = v.parse(
        CheckoutResult,
        await (await call('POST', 'orders', token, { addressId, paymentMethod: 'mpesa' })).json(),
      )
      expect(result.payment?.status).toBe('failed')
      expect(result.payment?.resultDesc).toContain('refused the credentials')
      expect(result.orders[0]).toMatchObject({ status: 'awaiting-payment', canRetryPayment: true })
    } finally {
      payments.daraja = createDarajaClient(darajaSettings)
    }
  })

  it('is refused at checkout when not configured, leaving cash', async () => {
    const { token, addressId } = await shopperWithCart(1)
    const daraja = payments.daraja
    payments.daraja = undefined
    try {
      const response = await call('POST', 'orders', token, { addressId, paymentMethod: 'mpesa' })
      expect(response.status).toBe(422)
      expect(v.parse(ErrorBody, await response.json()).errors.paymentMethod?.[0]).toContain(
        'M-Pesa is not available',
      )
    } finally {
      payments.daraja = daraja
    }
  })

  it('the callback needs the secret and a well-formed body; an unknown request id is accepted and ignored', async () => {
    const body = {
      Body: { stkCallback: { CheckoutRequestID: 'ws_CO_unknown', ResultCode: 0, ResultDesc: 'ok' } },
    }
    expect(
      (await call('POST', 'payments/mpesa/callback/not-the-secret-at-all', undefined, body)).status,
    ).toBe(404)
    expect(
      (await call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, { Body: {} })).status,
    ).toBe(422)
    const unknown = await call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, body)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
  })
})
