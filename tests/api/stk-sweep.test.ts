import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { payments as paymentRows } from '../../src/db/schema'
import { settleStalePrompts } from '../../src/domain/payments/stk-sweep'
import { answerByPhone, type PayerAnswer } from '../../src/server/daraja-simulator.server'
import { runSweeps } from '../../src/server/scheduler.server'
import { withSecondInstance } from '../fixtures/instances'
import { createOrder } from '../fixtures/orders'
import { CALLBACK_SECRET, shopHarness } from '../fixtures/shop-harness'

/**
 * The scheduler settles M-Pesa prompts nobody reads again (decision 0034): after two
 * minutes it asks Daraja's STK Push Query (here the local simulator) and applies the answer as
 * a callback would, once, even when the late callback arrives at the same moment. The clock is
 * passed in; nothing sleeps. A database of the file's own on Postgres: a sweep two minutes
 * ahead would otherwise touch other files' prompts.
 */

/** The payer by the phone's last four digits: these answer on the phone but the callback is lost. */
function payer(phone: string): PayerAnswer {
  const lost = (resultCode: number, resultDesc: string, delayMs = 20): PayerAnswer => ({
    resultCode,
    resultDesc,
    delayMs,
    callback: false,
  })
  switch (phone.slice(-4)) {
    case '9000':
      return lost(0, 'The service request is processed successfully.')
    case '9032':
      return lost(1032, 'Request cancelled by user')
    case '9037':
      return lost(1037, 'DS timeout user cannot be reached')
    case '9999':
      // The payer is still looking at the prompt: the query answers "being processed".
      return lost(0, 'The service request is processed successfully.', 10 * 60 * 1000)
    default:
      return answerByPhone(phone)
  }
}

const h = shopHarness({ answer: payer, ownDatabase: true })
const { call, order } = h

const THREE_MINUTES = 3 * 60 * 1000
const later = (ms: number) => new Date(Date.now() + ms)
const RUN = Date.now().toString(36).toUpperCase().slice(-5)

/** An M-Pesa checkout whose prompt went to `phone`; waits until the simulated payer has answered on the phone. */
async function prompted(phone: string, settled = true) {
  const placed = await createOrder(h.api, { kitchens: h.kitchens.slice(0, 1), paymentMethod: 'mpesa', phone })
  const [attempt] = await attemptsOf(placed.result.checkoutId)
  const push = h.simulator.pushes.get(attempt?.checkoutRequestId ?? '')
  if (!push) throw new Error('No STK push reached the simulator')
  if (settled) await vi.waitFor(() => expect(push.settled).toBe(true), { timeout: 5000 })
  return { ...placed, push }
}

const attemptsOf = (checkoutId: string) =>
  h.api.db.select().from(paymentRows).where(eq(paymentRows.checkoutId, checkoutId)).orderBy(paymentRows.id)

/** Daraja's success callback for a push, as it posts it (late here). */
const successCallback = (checkoutRequestId: string, amountKes: number, receipt: string) =>
  call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amountKes },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'TransactionDate', Value: 20261124100000 },
            { Name: 'PhoneNumber', Value: 254700009000 },
          ],
        },
      },
    },
  })

describe('settling prompts nobody reads again', () => {
  it('leaves a prompt alone for two minutes, then settles it by the query as the payer answered', async () => {
    const paid = await prompted('0700 009 000')
    const cancelled = await prompted('0700 009 032')
    const timedOut = await prompted('0700 009 037')
    const waiting = await prompted('0700 009 999', false)

    // One minute on: the callback may still come; nothing is asked.
    await settleStalePrompts(h.api.db, h.payments, later(60_000))
    for (const placed of [paid, cancelled, timedOut, waiting]) {
      expect((await attemptsOf(placed.result.checkoutId))[0]?.status).toBe('pending')
    }

    const swept = await settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES))
    expect(swept.settled).toBe(3)
    expect(swept.stillWaiting).toBe(1)
    expect(swept.errors).toBe(0)
    expect(await order(paid.token, paid.id)).toMatchObject({
      status: 'placed',
      paidKes: paid.expectedTotal,
      dueKes: 0,
      payment: { status: 'paid', resultCode: 0 },
    })
    expect(await order(cancelled.token, cancelled.id)).toMatchObject({
      status: 'awaiting-payment',
      payment: { status: 'failed', resultCode: 1032, resultDesc: 'Request cancelled by user' },
    })
    expect(await order(timedOut.token, timedOut.id)).toMatchObject({
      status: 'awaiting-payment',
      payment: { status: 'failed', resultCode: 1037 },
    })
    // "The transaction is being processed" (500.001.1001): still pending, asked again next minute.
    expect((await attemptsOf(waiting.result.checkoutId))[0]?.status).toBe('pending')

    // The next round finds nothing more to settle; the cancelled shopper can pay again.
    const again = await settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES))
    expect(again.settled).toBe(0)
    expect((await call('POST', `orders/${cancelled.id}/payments`, cancelled.token, {})).status).toBe(201)
  })

  it('applies one result when the query and a late callback (each twice) race, and keeps the receipt', async () => {
    for (let round = 0; round < 4; round += 1) {
      const placed = await prompted('0700 009 000')
      const receipt = `TSWP${RUN}${round}`
      const [first, second, callbackA, callbackB] = await Promise.all([
        settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES)),
        settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES)),
        successCallback(placed.push.checkoutRequestId, placed.expectedTotal, receipt),
        successCallback(placed.push.checkoutRequestId, placed.expectedTotal, receipt),
      ])
      expect([callbackA.status, callbackB.status]).toEqual([200, 200])
      expect(first.errors + second.errors, `round ${round}`).toBe(0)
      const attempts = await attemptsOf(placed.result.checkoutId)
      expect(attempts.map((a) => a.status)).toEqual(['paid'])
      // Whoever settled first, the callback's receipt number ends on the payment.
      expect(attempts[0]?.receipt).toBe(receipt)
      expect(attempts[0]?.discrepancy).toBeNull()
      expect(await order(placed.token, placed.id)).toMatchObject({
        status: 'placed',
        paidKes: placed.expectedTotal,
        dueKes: 0,
      })
    }
  })

  it('adds the receipt number of a callback that comes after the query settled, and nothing else', async () => {
    const placed = await prompted('0700 009 000')
    expect((await settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES))).settled).toBeGreaterThan(0)
    const [settledByQuery] = await attemptsOf(placed.result.checkoutId)
    expect(settledByQuery).toMatchObject({ status: 'paid', receipt: null })
    const receipt = `TLAT${RUN}`
    expect((await successCallback(placed.push.checkoutRequestId, placed.expectedTotal, receipt)).status).toBe(
      200,
    )
    const [after] = await attemptsOf(placed.result.checkoutId)
    expect(after).toMatchObject({ status: 'paid', receipt, paidAt: settledByQuery?.paidAt })
    // A callback for another amount does not touch it.
    const other = await prompted('0700 009 000')
    await settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES))
    await successCallback(other.push.checkoutRequestId, other.expectedTotal + 1, `TODD${RUN}`)
    expect((await attemptsOf(other.result.checkoutId))[0]).toMatchObject({ status: 'paid', receipt: null })
    expect(await order(placed.token, placed.id)).toMatchObject({ paidKes: placed.expectedTotal, dueKes: 0 })
  })

  it('fails an attempt whose push never came back, so the shopper can pay again', async () => {
    const placed = await prompted('0700 009 999', false)
    // The process sending the push died before Daraja's CheckoutRequestID was stored.
    await h.api.db
      .update(paymentRows)
      .set({ checkoutRequestId: null, merchantRequestId: null })
      .where(eq(paymentRows.checkoutId, placed.result.checkoutId))
    expect((await settleStalePrompts(h.api.db, h.payments, later(60_000))).lost).toBe(0)
    expect((await settleStalePrompts(h.api.db, h.payments, later(THREE_MINUTES))).lost).toBe(1)
    expect(await order(placed.token, placed.id)).toMatchObject({
      status: 'awaiting-payment',
      payment: { status: 'failed', resultDesc: 'The M-Pesa prompt was never sent' },
    })
    expect((await call('POST', `orders/${placed.id}/payments`, placed.token, {})).status).toBe(201)
  })

  it('settles once when two instances run the sweeps at the same moment', async () => {
    const placed = await prompted('0700 009 000')
    const settings = { payments: h.payments, transports: {} }
    const rounds = await withSecondInstance(h.api.handle, (other) =>
      Promise.all([
        runSweeps(h.api.handle, settings, later(THREE_MINUTES)),
        runSweeps(other, settings, later(THREE_MINUTES)),
      ]),
    )
    const settled = rounds.map((round) => round.stkPrompts?.settled ?? 0)
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1)
    expect((await attemptsOf(placed.result.checkoutId)).map((a) => a.status)).toEqual(['paid'])
    expect(await order(placed.token, placed.id)).toMatchObject({ status: 'placed', dueKes: 0 })
  })
})
