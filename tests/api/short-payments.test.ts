import { eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { Meal } from '../../src/contracts/catalogue.responses'
import { orders, payments as paymentRows, users } from '../../src/db/schema'
import { expireUnpaidOrders } from '../../src/domain/orders/expiry'
import { signedInUser } from '../fixtures/accounts'
import { placeOrder } from '../fixtures/orders'
import { CALLBACK_SECRET, shopHarness } from '../fixtures/shop-harness'

/**
 * An M-Pesa callback that brings less than was asked, a doubtful one, one from another number,
 * and receipts that keep coming (decision 0057): the order is never stranded, every receipt is
 * recorded once, and a checkout is paid in full exactly once. Over HTTP with API_TRANSPORT=http,
 * and on Postgres with DATABASE_URL, where the parallel callbacks race for real.
 */
const h = shopHarness()
const { call, order, shopperWithCart } = h

/** Receipt numbers are unique per M-Pesa transaction: each run of this file uses its own. */
const RUN = Date.now().toString(36).toUpperCase().slice(-5)
let receipts = 0
const newReceipt = () => `S${RUN}${(receipts++).toString(36).toUpperCase().padStart(3, '0')}`

/** The number the checkouts below prompt (the simulator's payer never answers it: only our callbacks speak). */
const PROMPTED = '254700001037'

/** An M-Pesa checkout whose prompt waits for a callback that only the test sends. */
async function waitingCheckout(kitchenCount = 1) {
  const shopper = await shopperWithCart(kitchenCount)
  const result = await placeOrder(h.api, shopper, { paymentMethod: 'mpesa', phone: '0700 001 037' })
  const push = [...h.simulator.pushes.values()].at(-1)
  if (!push) throw new Error('No STK push reached the simulator')
  return { ...shopper, result, push, id: result.orders[0]?.id ?? 0 }
}

/** Daraja's success callback for a prompt, with the metadata items given. */
const success = (checkoutRequestId: string, items: { Name: string; Value?: unknown }[]) =>
  call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: items },
      },
    },
  })

/** A genuine-looking success: amount, receipt, date and the paying number. */
const paid = (checkoutRequestId: string, amountKes: number, receipt: string, phone = PROMPTED) =>
  success(checkoutRequestId, [
    { Name: 'Amount', Value: amountKes },
    { Name: 'MpesaReceiptNumber', Value: receipt },
    { Name: 'Balance' },
    { Name: 'TransactionDate', Value: 20261128143015 },
    { Name: 'PhoneNumber', Value: Number(phone) },
  ])

const rowsOf = (checkoutId: string) =>
  h.api.db.select().from(paymentRows).where(eq(paymentRows.checkoutId, checkoutId)).orderBy(paymentRows.id)

/** What the checkout's orders record as paid, and what its rows say M-Pesa took and counted. */
async function moneyOf(checkoutId: string) {
  const checkoutOrders = await h.api.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))
  const rows = await rowsOf(checkoutId)
  const counted = rows.filter((row) => row.status === 'paid' || row.status === 'part-paid')
  return {
    totalKes: checkoutOrders.reduce((sum, row) => sum + row.totalKes, 0),
    paidKes: checkoutOrders.reduce((sum, row) => sum + row.paidKes, 0),
    countedKes: counted.reduce((sum, row) => sum + row.amountKes, 0),
    statuses: checkoutOrders.map((row) => row.status),
    rows,
  }
}

const portionsLeft = async (id: number) =>
  v.parse(Meal, await (await call('GET', `meals/${id}`)).json()).portionsLeft

describe('a callback for less than was asked', () => {
  it('shows what came; paying the rest with a new prompt for the remainder completes every order of the checkout', async () => {
    const placed = await waitingCheckout(2)
    const total = placed.expectedTotal
    const firstReceipt = newReceipt()
    expect((await paid(placed.push.checkoutRequestId, total - 100, firstReceipt)).status).toBe(200)

    const seen = await order(placed.token, placed.id)
    expect(seen.status).toBe('awaiting-payment')
    expect(seen.payment).toMatchObject({ status: 'part-paid', amountKes: total - 100, receipt: firstReceipt })
    expect(seen).toMatchObject({ canRetryPayment: true, canCancel: true })
    const short = await moneyOf(placed.result.checkoutId)
    expect(short).toMatchObject({ paidKes: total - 100, countedKes: total - 100 })
    expect(short.statuses).toEqual(['awaiting-payment', 'awaiting-payment'])

    // The rest, to a number the simulator's payer pays at once.
    const retry = await call('POST', `orders/${placed.id}/payments`, placed.token, { phone: '0712 000 000' })
    expect(retry.status).toBe(201)
    expect((await retry.json()).amountKes).toBe(100)
    expect([...h.simulator.pushes.values()].at(-1)?.body.Amount).toBe(100)
    await vi.waitFor(async () => expect((await order(placed.token, placed.id)).status).toBe('placed'), {
      timeout: 5000,
    })
    const after = await moneyOf(placed.result.checkoutId)
    expect(after).toMatchObject({ paidKes: total, countedKes: total, statuses: ['placed', 'placed'] })
    for (const placedOrder of placed.result.orders)
      expect(await order(placed.token, placedOrder.id)).toMatchObject({
        paidKes: placedOrder.totalKes,
        dueKes: 0,
      })
    expect(after.rows.map((row) => row.status)).toEqual(['part-paid', 'paid'])
    // Paid in full: no more prompts.
    expect((await call('POST', `orders/${placed.id}/payments`, placed.token, {})).status).toBe(409)
  })

  it('lets the shopper cancel: the portions come back and what M-Pesa took is recorded for refund, for support', async () => {
    const meal = h.kitchens[0]?.meals[0]
    if (!meal) throw new Error('No meal')
    const before = await portionsLeft(meal.id)
    const placed = await waitingCheckout(1)
    expect(await portionsLeft(meal.id)).toBeLessThan(before)
    const receipt = newReceipt()
    expect((await paid(placed.push.checkoutRequestId, 50, receipt)).status).toBe(200)

    const cancel = await call('POST', `orders/${placed.id}/cancel`, placed.token)
    expect(cancel.status).toBe(200)
    expect(await order(placed.token, placed.id)).toMatchObject({ status: 'cancelled', dueKes: 0 })
    expect(await portionsLeft(meal.id)).toBe(before)
    const rows = await rowsOf(placed.result.checkoutId)
    expect(rows.map((row) => [row.status, row.amountKes])).toEqual([
      ['part-paid', 50],
      ['refund-due', 50],
    ])
    expect(rows[1]).toMatchObject({ orderId: placed.id, discrepancy: expect.stringMatching(/refund/) })

    const staff = await signedInUser(h.api)
    await h.api.db
      .update(users)
      .set({ roles: ['customer', 'admin'] })
      .where(eq(users.identifier, staff.identifier))
    const queue = await (await call('GET', 'support/payments?perPage=100', staff.accessToken)).json()
    expect(queue.items).toContainEqual(
      expect.objectContaining({ status: 'refund-due', orderId: placed.id, amountKes: 50 }),
    )
  })

  it('does not stop the expiry sweep: a part-paid and a disputed checkout expire, give their portions back, and the money taken is owed back', async () => {
    const meal = h.kitchens[0]?.meals[0]
    if (!meal) throw new Error('No meal')
    const before = await portionsLeft(meal.id)
    const short = await waitingCheckout(1)
    await paid(short.push.checkoutRequestId, 70, newReceipt())
    const doubtful = await waitingCheckout(1)
    // A success without a receipt number: not counted, in dispute.
    await success(doubtful.push.checkoutRequestId, [{ Name: 'Amount', Value: doubtful.expectedTotal }])
    expect((await order(doubtful.token, doubtful.id)).payment?.status).toBe('disputed')
    const ids = [short.id, doubtful.id]
    await h.api.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(inArray(orders.id, ids))

    expect(await expireUnpaidOrders(h.api.db)).toEqual(expect.arrayContaining(ids))
    for (const { token, id } of [short, doubtful])
      expect(await order(token, id)).toMatchObject({ status: 'cancelled', cancelReason: 'unpaid' })
    expect(await portionsLeft(meal.id)).toBe(before)
    expect((await rowsOf(short.result.checkoutId)).map((row) => [row.status, row.amountKes])).toEqual([
      ['part-paid', 70],
      ['refund-due', 70],
    ])
    expect((await rowsOf(doubtful.result.checkoutId)).map((row) => row.status)).toEqual(['disputed'])
  })
})

describe('every receipt is recorded once', () => {
  it('records a genuine callback after a dispute, and it pays; a further receipt is owed back; a repeat changes nothing', async () => {
    const placed = await waitingCheckout(1)
    const total = placed.expectedTotal
    // First a success without a receipt: disputed, nothing counted.
    await success(placed.push.checkoutRequestId, [{ Name: 'Amount', Value: total }])
    expect((await order(placed.token, placed.id)).payment?.status).toBe('disputed')

    const genuine = newReceipt()
    expect((await paid(placed.push.checkoutRequestId, total, genuine)).status).toBe(200)
    expect(await order(placed.token, placed.id)).toMatchObject({
      status: 'placed',
      paidKes: total,
      dueKes: 0,
    })

    const extra = newReceipt()
    await paid(placed.push.checkoutRequestId, total, extra)
    await paid(placed.push.checkoutRequestId, total, genuine)
    await paid(placed.push.checkoutRequestId, total, extra)
    const money = await moneyOf(placed.result.checkoutId)
    expect(money).toMatchObject({ paidKes: total, countedKes: total })
    expect(money.rows.map((row) => [row.status, row.receipt])).toEqual([
      ['disputed', null],
      ['paid', genuine],
      ['refund-due', extra],
    ])
  })

  it('keeps the money right when callbacks for one order arrive at once: paid in full exactly once, each receipt once', async () => {
    const placed = await waitingCheckout(2)
    const total = placed.expectedTotal
    const [full, second, third] = [newReceipt(), newReceipt(), newReceipt()]
    const answers = await Promise.all([
      paid(placed.push.checkoutRequestId, total, full),
      paid(placed.push.checkoutRequestId, total, full),
      paid(placed.push.checkoutRequestId, total, full),
      paid(placed.push.checkoutRequestId, total, second),
      paid(placed.push.checkoutRequestId, total, third),
      paid(placed.push.checkoutRequestId, total, second),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const money = await moneyOf(placed.result.checkoutId)
    expect(money).toMatchObject({ paidKes: total, countedKes: total, statuses: ['placed', 'placed'] })
    expect(money.rows.filter((row) => row.status === 'paid')).toHaveLength(1)
    expect(money.rows.map((row) => row.receipt).sort()).toEqual([full, second, third].sort())
    expect(money.rows.filter((row) => row.status === 'refund-due').map((row) => row.amountKes)).toEqual([
      total,
      total,
    ])
  })

  it('adds up parts that arrive at once: each counted once, the orders placed when they reach the total', async () => {
    const placed = await waitingCheckout(1)
    const total = placed.expectedTotal
    const parts = [100, 200, total - 300]
    const partReceipts = parts.map(() => newReceipt())
    const answers = await Promise.all(
      parts.flatMap((amount, i) => {
        const receipt = partReceipts[i] ?? ''
        return [
          paid(placed.push.checkoutRequestId, amount, receipt),
          paid(placed.push.checkoutRequestId, amount, receipt),
        ]
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const money = await moneyOf(placed.result.checkoutId)
    expect(money).toMatchObject({ paidKes: total, countedKes: total, statuses: ['placed'] })
    expect(money.rows.map((row) => row.receipt).sort()).toEqual([...partReceipts].sort())
    expect(money.rows.map((row) => row.status).sort()).toEqual(['paid', 'part-paid', 'part-paid'])
  })
})

describe('another number pays', () => {
  it('counts the money, records the paying number, and shows the shopper it came from another number', async () => {
    const placed = await waitingCheckout(1)
    const receipt = newReceipt()
    expect(
      (await paid(placed.push.checkoutRequestId, placed.expectedTotal, receipt, '254799000111')).status,
    ).toBe(200)
    const seen = await order(placed.token, placed.id)
    expect(seen).toMatchObject({ status: 'placed', paidKes: placed.expectedTotal })
    expect(seen.payment).toMatchObject({ status: 'paid', receipt, otherPayerPhone: '+254•••••111' })
    const [row] = await rowsOf(placed.result.checkoutId)
    expect(row).toMatchObject({
      payerPhone: '254799000111',
      discrepancy: expect.stringMatching(/254799000111/),
    })

    // The prompted number itself paying is nothing to note.
    const own = await waitingCheckout(1)
    await paid(own.push.checkoutRequestId, own.expectedTotal, newReceipt())
    expect((await order(own.token, own.id)).payment).toMatchObject({ status: 'paid', otherPayerPhone: null })
  })
})
