import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { Order, OrderPage } from '../../src/contracts/orders.responses'
import { Payment, PaymentPage } from '../../src/contracts/payments.responses'
import { createDarajaClient } from '../../src/domain/payments/daraja'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { checkoutBody, HOME_ADDRESS, shopperWithAddress } from '../fixtures/orders'
import { CALLBACK_SECRET, shopHarness } from '../fixtures/shop-harness'

const h = shopHarness()
const { call, order, shopperWithCart, payments } = h

/** A checkout at the total the cart shows for its address (record 0056), unless the body names one. */
const checkoutAs = async (token: string, body: { addressId: number; [field: string]: unknown }) =>
  call('POST', 'orders', token, await checkoutBody(h.api, token, body))

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
      await (await checkoutAs(token, { addressId, paymentMethod: 'cash' })).json(),
    )
    expect(empty.errors.cart).toEqual(['Your cart is empty'])

    const other = await shopperWithCart(1)
    const card = await checkoutAs(other.token, {
      addressId: other.addressId,
      paymentMethod: 'card',
    })
    expect(card.status).toBe(422)
    expect(v.parse(ErrorBody, await card.json()).errors.paymentMethod).toBeDefined()
    // The total their page showed for their own address, sent with an address that is not theirs.
    const notMine = await checkoutAs(other.token, {
      ...(await checkoutBody(h.api, other.token, { addressId: other.addressId, paymentMethod: 'cash' })),
      addressId,
    })
    expect(notMine.status).toBe(422)
    expect(v.parse(ErrorBody, await notMine.json()).errors.addressId).toEqual([
      'Choose one of your delivery addresses',
    ])
    const badPhone = await checkoutAs(other.token, {
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
    const kitchen = await createKitchen(h.api.db, {
      minOrderKes: 500,
      meals: [{ name: 'Githeri', priceKes: 200, category: 'main', art: 'githeri' }],
    })
    const meal = kitchen.meals[0]
    const shopper = await shopperWithAddress(h.api)
    await call('PUT', `cart/items/${meal?.id}`, shopper.token, { quantity: 1 })
    const response = await checkoutAs(shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: 'cash',
    })
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.cart?.[0]).toContain(kitchen.name)
  })

  it('cash: one placed order per kitchen, each owing its own cash and carrying its own note; the cart emptied, only the owner sees them', async () => {
    const { token, addressId, expectedTotal } = await shopperWithCart(2)
    const [firstKitchen, otherKitchen] = h.kitchens
    // The one note of earlier clients would reach every kitchen: it is refused, naming its successor.
    const oneNote = await checkoutAs(token, {
      addressId,
      paymentMethod: 'cash',
      note: 'Call at the gate',
    })
    expect(oneNote.status).toBe(422)
    expect(v.parse(ErrorBody, await oneNote.json()).errors.note?.[0]).toMatch(/kitchenNotes/)
    const response = await checkoutAs(token, {
      addressId,
      paymentMethod: 'cash',
      kitchenNotes: [{ kitchenId: firstKitchen?.id, note: 'No onions on the pilau' }],
    })
    expect(response.status).toBe(201)
    const result = v.parse(CheckoutResult, await response.json())
    expect(result.orders).toHaveLength(2)
    expect(result.orders.map((o) => o.status)).toEqual(['placed', 'placed'])
    expect(result.orders.reduce((n, o) => n + o.totalKes, 0)).toBe(expectedTotal)
    // Each kitchen's rider collects that kitchen's order: each order owes its own total.
    for (const placed of result.orders) {
      expect(placed.payment).toMatchObject({
        method: 'cash',
        status: 'cash-due',
        amountKes: placed.totalKes,
        orderId: placed.id,
      })
      expect(placed).toMatchObject({ dueKes: placed.totalKes, paidKes: 0 })
    }
    const byKitchen = (id: number | undefined) => result.orders.find((o) => o.kitchen.id === id)
    expect(byKitchen(firstKitchen?.id)?.note).toBe('No onions on the pilau')
    expect(byKitchen(otherKitchen?.id)?.note).toBeNull()
    expect(result.orders[0]?.deliveryAddress.landmark).toBe(HOME_ADDRESS.landmark)
    expect((await (await call('GET', 'cart', token)).json()).itemCount).toBe(0)

    const list = v.parse(OrderPage, await (await call('GET', 'orders', token)).json())
    expect(list.total).toBe(2)
    const stranger = await signedInUser(h.api)
    const first = result.orders[0]?.id ?? 0
    expect((await call('GET', `orders/${first}`, stranger.accessToken)).status).toBe(404)
    expect((await call('POST', `orders/${first}/cancel`, stranger.accessToken)).status).toBe(404)
    expect(v.parse(OrderPage, await (await call('GET', 'orders', stranger.accessToken)).json()).total).toBe(0)

    // The Data Protection Act export carries the orders, their lines and the payments.
    const exported = await (await call('GET', 'auth/user/me/export', token)).json()
    expect(exported.data.orders).toHaveLength(2)
    expect(exported.data.orders[0].items.length).toBeGreaterThan(0)
    expect(exported.data.payments.map((p: { amountKes: number }) => p.amountKes).sort()).toEqual(
      result.orders.map((o) => o.totalKes).sort(),
    )
    expect(exported.data.addresses).toMatchObject([{ landmark: HOME_ADDRESS.landmark }])

    const cancelled = v.parse(Order, await (await call('POST', `orders/${first}/cancel`, token)).json())
    expect(cancelled).toMatchObject({ status: 'cancelled', dueKes: 0, payment: { status: 'cancelled' } })
    // The other kitchen's order still owes its own cash, not the checkout's.
    const second = result.orders[1]
    expect(await order(token, second?.id ?? 0)).toMatchObject({
      dueKes: second?.totalKes,
      payment: { status: 'cash-due', amountKes: second?.totalKes },
    })
    const payments = v.parse(PaymentPage, await (await call('GET', 'payments', token)).json())
    expect(payments.items.map((p) => [p.orderId, p.status, p.amountKes]).sort()).toEqual(
      [
        [first, 'cancelled', result.orders[0]?.totalKes],
        [second?.id, 'cash-due', second?.totalKes],
      ].sort(),
    )
    expect((await call('POST', `orders/${first}/cancel`, token)).status).toBe(409)
  })

  it('keeps a note on the line it was written for, and refuses notes for what is not in the cart', async () => {
    const { token, addressId } = await shopperWithCart(1)
    const meal = h.kitchens[0]?.meals[0]
    const stray = await checkoutAs(token, {
      addressId,
      paymentMethod: 'cash',
      lineNotes: [{ itemId: 999_999, note: 'Extra pepper' }],
    })
    expect(stray.status).toBe(422)
    expect(v.parse(ErrorBody, await stray.json()).errors.lineNotes).toBeDefined()
    const placed = await checkoutAs(token, {
      addressId,
      paymentMethod: 'cash',
      lineNotes: [{ itemId: meal?.id, note: 'Less chilli, please' }],
    })
    expect(placed.status).toBe(201)
    const [placedOrder] = v.parse(CheckoutResult, await placed.json()).orders
    expect(placedOrder?.items).toEqual([
      expect.objectContaining({ itemId: meal?.id, note: 'Less chilli, please' }),
    ])
    expect(placedOrder?.note).toBeNull()
  })

  it('orders a cart once when two checkouts of it race (a double tap, a second tab)', async () => {
    const { token, addressId } = await shopperWithCart(1)
    const body = await checkoutBody(h.api, token, { addressId, paymentMethod: 'cash' })
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
    const response = await checkoutAs(token, {
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
    const push = [...h.simulator.pushes.values()].at(-1)
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

    await h.simulator.resend(push?.checkoutRequestId ?? '')
    const again = await order(token, id)
    expect(again.payment).toEqual(paid.payment)
    // The token is cached: one token request served every call so far.
    expect(h.simulator.stats.tokenRequests).toBe(1)
  })

  it('a cancelled prompt fails the attempt; a retry for what is owed then pays', async () => {
    const { token, addressId, expectedTotal } = await shopperWithCart(1)
    const result = v.parse(
      CheckoutResult,
      await (await checkoutAs(token, { addressId, paymentMethod: 'mpesa', phone: '0700 001 032' })).json(),
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
      await (await checkoutAs(token, { addressId, paymentMethod: 'mpesa', phone: '0712 349 000' })).json(),
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
    payments.daraja = createDarajaClient({ ...h.darajaSettings, consumerSecret: 'wrong' })
    try {
      const result = v.parse(
        CheckoutResult,
        await (await checkoutAs(token, { addressId, paymentMethod: 'mpesa' })).json(),
      )
      expect(result.payment?.status).toBe('failed')
      expect(result.payment?.resultDesc).toContain('refused the credentials')
      expect(result.orders[0]).toMatchObject({ status: 'awaiting-payment', canRetryPayment: true })
    } finally {
      payments.daraja = createDarajaClient(h.darajaSettings)
    }
  })

  it('is refused at checkout when not configured, leaving cash', async () => {
    const { token, addressId } = await shopperWithCart(1)
    const daraja = payments.daraja
    payments.daraja = undefined
    try {
      const response = await checkoutAs(token, { addressId, paymentMethod: 'mpesa' })
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
    // Without its secret segment it is the same unknown address (it once fell to a signed-in route: 401).
    for (const path of ['payments/mpesa/callback/', 'payments/mpesa/callback']) {
      expect((await call('POST', path, undefined, body)).status).toBe(404)
    }
    expect(
      (await call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, { Body: {} })).status,
    ).toBe(422)
    const unknown = await call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, body)
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
  })
})
