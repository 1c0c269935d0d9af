import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { BRAND_NAME } from '../../config/constants'
import type { Db } from '../../db/client'
import { orders, type PaymentRow, payments } from '../../db/schema'
import { normaliseKenyanPhone } from '../../lib/phone'
import {
  isUniqueViolation,
  lockCheckoutOrders,
  owedByWaitingOrders,
  type Tx,
} from '../checkout/checkout-lock'
import { DomainError, invalidField } from '../common/errors'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { notifyPayment } from '../notifications/payment-notifications'
import { DarajaError } from './daraja'
import type { PaymentSettings } from './settings'

/** What the shopper may see of a payment attempt; the phone is masked to its last three digits. */
export function toPaymentView(row: PaymentRow) {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    orderId: row.orderId,
    method: row.method,
    status: row.status,
    amountKes: row.amountKes,
    phone: row.phone ? `${row.phone.slice(0, 4)}•••••${row.phone.slice(-3)}` : null,
    receipt: row.receipt,
    resultCode: row.resultCode,
    resultDesc: row.resultDesc,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}
export type PaymentView = ReturnType<typeof toPaymentView>

/** Daraja's result codes a shopper can act on (KENYA.md); anything else is shown as it came. */
export const MPESA_SUCCESS = 0

/** Where a result comes from: Daraja's callback (anyone who knows the path can post one) or our own query. */
export type SettlementSource = 'callback' | 'query'

/** Why a callback's success cannot be taken at its word, or undefined when it can. */
function callbackDiscrepancy(
  payment: PaymentRow,
  result: { receipt?: string | undefined; amountKes?: number | undefined },
) {
  if (result.amountKes === undefined) return `Success without an amount (asked KES ${payment.amountKes})`
  if (result.amountKes !== payment.amountKes)
    return `Success for KES ${result.amountKes}, but KES ${payment.amountKes} was asked`
  if (!result.receipt) return `Success for KES ${result.amountKes} without a receipt number`
  return undefined
}

/**
 * Records how an STK push ended. Callbacks repeat and the query races them: the checkout's
 * orders are locked first, and only a pending attempt (or a failed one that turns out paid)
 * changes, once. A callback's success counts only with the asked amount and a receipt number;
 * otherwise the attempt is disputed and the orders stay unpaid, for support to check. Money for
 * orders that were cancelled, or paid by another attempt, is recorded as refund-due, never kept.
 */
export async function settleMpesaPayment(
  db: Db,
  checkoutRequestId: string,
  result: {
    resultCode: number
    resultDesc: string
    receipt?: string | undefined
    amountKes?: number | undefined
  },
  source: SettlementSource = 'callback',
): Promise<'settled' | 'unknown' | 'already-settled'> {
  try {
    return await settleOnce(db, checkoutRequestId, result, source)
  } catch (error) {
    // Two callbacks carrying one receipt number for two attempts raced past the check below;
    // the loser tries again and now sees the receipt taken (a callback never answers 500).
    if (!isUniqueViolation(error)) throw error
    return settleOnce(db, checkoutRequestId, result, source)
  }
}

async function settleOnce(
  db: Db,
  checkoutRequestId: string,
  result: Parameters<typeof settleMpesaPayment>[2],
  source: SettlementSource,
): Promise<'settled' | 'unknown' | 'already-settled'> {
  const [found] = await db
    .select({ checkoutId: payments.checkoutId })
    .from(payments)
    .where(eq(payments.checkoutRequestId, checkoutRequestId))
  if (!found) return 'unknown'
  const outcome = await db.transaction(async (tx) => {
    const checkoutOrders = await lockCheckoutOrders(tx, found.checkoutId)
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.checkoutRequestId, checkoutRequestId))
      .for('update')
    if (!payment) return { kind: 'unknown' as const }
    const now = new Date()
    const record = (values: Partial<PaymentRow>) =>
      tx
        .update(payments)
        .set({ resultCode: result.resultCode, resultDesc: result.resultDesc, updatedAt: now, ...values })
        .where(eq(payments.id, payment.id))
    if (result.resultCode !== MPESA_SUCCESS) {
      if (payment.status !== 'pending') return { kind: 'already-settled' as const }
      await record({ status: 'failed' })
      await notifyPayment(tx, payment, checkoutOrders, 'payment.failed')
      return { kind: 'settled' as const }
    }
    // An M-Pesa receipt number names one transaction: one already recorded for another
    // attempt is a replayed or forged callback, kept for support but never counted as money.
    const [receiptOwner] = result.receipt
      ? await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.receipt, result.receipt))
          .limit(1)
      : []
    // The query settled it first (it carries no receipt number): the late callback adds the
    // number when it agrees on the amount, and nothing else changes.
    if (
      payment.status === 'paid' &&
      !payment.receipt &&
      source === 'callback' &&
      result.receipt &&
      !receiptOwner &&
      !callbackDiscrepancy(payment, result)
    ) {
      await tx
        .update(payments)
        .set({ receipt: result.receipt, updatedAt: now })
        .where(eq(payments.id, payment.id))
      return { kind: 'already-settled' as const }
    }
    // A success may follow a failed verdict (the query said "timed out", then the money came).
    if (payment.status !== 'pending' && payment.status !== 'failed')
      return { kind: 'already-settled' as const }
    const reusedReceipt =
      receiptOwner && receiptOwner.id !== payment.id
        ? `Receipt ${result.receipt} is already recorded for payment ${receiptOwner.id}`
        : undefined
    const receipt = reusedReceipt ? null : (result.receipt ?? null)
    const doubt = reusedReceipt ?? (source === 'callback' ? callbackDiscrepancy(payment, result) : undefined)
    if (doubt) {
      await record({ status: 'disputed', receipt, discrepancy: doubt })
      return { kind: 'settled' as const, warning: `M-Pesa payment ${payment.id} disputed: ${doubt}` }
    }
    const awaiting = checkoutOrders.filter((order) => order.status === 'awaiting-payment')
    const owedKes = owedByWaitingOrders(checkoutOrders)
    const [otherPaid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.checkoutId, payment.checkoutId), eq(payments.status, 'paid')))
      .limit(1)
    if (awaiting.length === 0 || owedKes !== payment.amountKes || otherPaid) {
      const discrepancy = `M-Pesa took KES ${payment.amountKes} while KES ${otherPaid ? 0 : owedKes} was owed (orders cancelled or already paid): refund it`
      await record({ status: 'refund-due', receipt, paidAt: now, discrepancy })
      return { kind: 'settled' as const, warning: `M-Pesa payment ${payment.id}: ${discrepancy}` }
    }
    await record({ status: 'paid', receipt, paidAt: now, discrepancy: null })
    for (const order of awaiting) {
      await tx
        .update(orders)
        .set({ status: 'placed', paidKes: order.totalKes, updatedAt: now })
        .where(eq(orders.id, order.id))
    }
    await notifyPayment(tx, payment, checkoutOrders, 'payment.paid')
    return { kind: 'settled' as const }
  })
  if ('warning' in outcome) console.warn(outcome.warning)
  return outcome.kind
}

/**
 * Sends the PIN prompt for a pending attempt. If Daraja will not send it, the attempt fails
 * at once with the reason, and the shopper can try again.
 */
export async function requestMpesaPayment(db: Db, paymentId: number, settings: PaymentSettings) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment?.phone) throw new Error(`Payment ${paymentId} is not an M-Pesa attempt`)
  if (!settings.daraja) throw invalidField('paymentMethod', 'payments.mpesaOff')
  // Only the request that claims the attempt sends its prompt; another answers it as it stands.
  const [claimed] = await db
    .update(payments)
    .set({ promptClaimedAt: new Date() })
    .where(and(eq(payments.id, payment.id), isNull(payments.promptClaimedAt)))
    .returning({ id: payments.id })
  if (!claimed) return toPaymentView(payment)
  try {
    const answer = await settings.daraja.stkPush({
      amountKes: payment.amountKes,
      phone: payment.phone,
      reference: `HC${payment.id}`,
      description: `${BRAND_NAME} order`,
    })
    await db
      .update(payments)
      .set({
        merchantRequestId: answer.merchantRequestId,
        checkoutRequestId: answer.checkoutRequestId,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error
    console.warn(`M-Pesa payment ${payment.id}: ${error.message}`)
    await db
      .update(payments)
      .set({ status: 'failed', resultDesc: error.message, updatedAt: new Date() })
      .where(eq(payments.id, payment.id))
  }
  const [updated] = await db.select().from(payments).where(eq(payments.id, payment.id))
  if (!updated) throw new Error(`Payment ${paymentId} vanished`)
  return toPaymentView(updated)
}

/** A checkout's newest M-Pesa attempt (cash rows belong to single orders and are left out). */
export const latestMpesaAttempt = async (db: Db | Tx, checkoutId: string) =>
  (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.checkoutId, checkoutId), isNull(payments.orderId)))
      .orderBy(desc(payments.id))
      .limit(1)
  )[0]

/** Asks Daraja about pending attempts old enough that their callback may be lost. */
async function settleByQuery(db: Db, rows: PaymentRow[], settings: PaymentSettings) {
  const daraja = settings.daraja
  if (!daraja) return false
  const due = rows.filter(
    (row) =>
      row.status === 'pending' &&
      row.checkoutRequestId &&
      Date.now() - row.createdAt.getTime() >= settings.queryAfterMs,
  )
  let changed = false
  for (const row of due) {
    try {
      const answer = await daraja.query(row.checkoutRequestId ?? '')
      if (!answer.settled) continue
      // The query does not return the receipt number; a later callback cannot add it (the attempt is settled).
      const outcome = await settleMpesaPayment(db, row.checkoutRequestId ?? '', answer, 'query')
      changed ||= outcome === 'settled'
    } catch (error) {
      console.warn(`M-Pesa query for payment ${row.id}: ${(error as Error).message}`)
    }
  }
  return changed
}

/**
 * The checkout's latest M-Pesa attempt (cash is per order), settled through Daraja's query first when it has been pending
 * too long; `settled` says the query changed it (and maybe the checkout's orders).
 */
export async function latestPayment(db: Db, checkoutId: string, settings: PaymentSettings) {
  const read = () => latestMpesaAttempt(db, checkoutId)
  const payment = await read()
  const settled = payment ? await settleByQuery(db, [payment], settings) : false
  return { payment: settled ? await read() : payment, settled }
}

/** The shopper's payment attempts, newest first. */
export async function listPayments(db: Db, userId: number, page: PageRequest, settings: PaymentSettings) {
  const where = eq(payments.userId, userId)
  const read = () =>
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.perPage)
      .offset(offsetOf(page))
  let rows = await read()
  if (await settleByQuery(db, rows, settings)) rows = await read()
  const [total] = await db.select({ n: count() }).from(payments).where(where)
  return toPage(rows.map(toPaymentView), total?.n ?? 0, page)
}

/**
 * A new M-Pesa attempt for an order whose last attempt failed, for what is still owed: the
 * checkout's orders that wait for payment (a cancelled one is not charged). Under the checkout's
 * lock, and with at most one pending attempt per checkout in the database, parallel retries
 * send one prompt; a paid checkout refuses more.
 */
export async function retryMpesaPayment(
  db: Db,
  userId: number,
  orderId: number,
  phoneInput: string | undefined,
  settings: PaymentSettings,
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) throw new DomainError('not-found', 'order.notFound')
  // A prompt pending too long is settled by the query first: it may have been paid after all.
  await latestPayment(db, order.checkoutId, settings)
  if (!settings.daraja) throw invalidField('paymentMethod', 'payments.mpesaOff')
  const notWaiting = (status: string) =>
    new DomainError('conflict', 'payments.notWaiting', { status: [status] })
  const attemptId = await db
    .transaction(async (tx) => {
      const checkoutOrders = await lockCheckoutOrders(tx, order.checkoutId)
      const current = checkoutOrders.find((row) => row.id === order.id)
      if (current?.status !== 'awaiting-payment') throw notWaiting(current?.status ?? order.status)
      const latest = await latestMpesaAttempt(tx, order.checkoutId)
      if (latest?.status !== 'failed') throw notWaiting(latest?.status ?? current.status)
      const phone = normaliseKenyanPhone(phoneInput ?? latest.phone ?? '')
      if (!phone) throw invalidField('phone', 'payments.phone')
      const owedKes = owedByWaitingOrders(checkoutOrders)
      const [attempt] = await tx
        .insert(payments)
        .values({
          checkoutId: order.checkoutId,
          userId,
          method: 'mpesa',
          status: 'pending',
          amountKes: owedKes,
          phone,
        })
        .returning({ id: payments.id })
      if (!attempt) throw new Error('Payment insert returned no row')
      return attempt.id
    })
    .catch((error: unknown) => {
      // The partial unique index: another retry's prompt is already waiting.
      if (isUniqueViolation(error)) throw notWaiting('pending')
      throw error
    })
  return requestMpesaPayment(db, attemptId, settings)
}

/** Payments support must act on: money to refund, and successes whose callback did not add up. */
export async function paymentsNeedingSupport(db: Db, page: PageRequest) {
  const where = inArray(payments.status, ['refund-due', 'disputed'])
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(payments).where(where),
  ])
  return toPage(
    rows.map((row) => ({ ...toPaymentView(row), userId: row.userId, discrepancy: row.discrepancy })),
    total?.n ?? 0,
    page,
  )
}
