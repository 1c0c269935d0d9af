import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { BRAND_NAME } from '../../config/constants'
import type { Payment, PaymentPage, SupportPaymentPage } from '../../contracts/payments.responses'
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
import { DarajaError } from './daraja'
import { toPaymentView } from './payment-view'
import type { PaymentSettings } from './settings'
import { settleMpesaPayment } from './settlement'

/**
 * Sends the PIN prompt for a pending attempt. If Daraja will not send it, the attempt fails
 * at once with the reason, and the shopper can try again.
 */
export async function requestMpesaPayment(
  db: Db,
  paymentId: number,
  settings: PaymentSettings,
): Promise<Payment> {
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
export async function listPayments(
  db: Db,
  userId: number,
  page: PageRequest,
  settings: PaymentSettings,
): Promise<PaymentPage> {
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
 * Whether a checkout whose orders still wait may send a new prompt after this attempt: after a
 * failure, and after money that did not settle it (part-paid, disputed, owed back), so a short
 * or doubtful payment never strands the order (decision 0057). Not while a prompt waits or paid.
 */
export const canPayAgainAfter = (status: PaymentRow['status']) =>
  status === 'failed' || status === 'part-paid' || status === 'disputed' || status === 'refund-due'

/**
 * A new M-Pesa attempt for an order whose last attempt failed or fell short, for what is still
 * owed: what the checkout's waiting orders lack (a cancelled one is not charged, a part paid is not charged again). Under the checkout's
 * lock, and with at most one pending attempt per checkout in the database, parallel retries
 * send one prompt; a paid checkout refuses more.
 */
export async function retryMpesaPayment(
  db: Db,
  userId: number,
  orderId: number,
  phoneInput: string | undefined,
  settings: PaymentSettings,
): Promise<Payment> {
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
      if (!latest || !canPayAgainAfter(latest.status)) throw notWaiting(latest?.status ?? current.status)
      const phone = normaliseKenyanPhone(phoneInput ?? latest.phone ?? '')
      if (!phone) throw invalidField('phone', 'payments.phone')
      const owedKes = owedByWaitingOrders(checkoutOrders)
      if (owedKes <= 0) throw notWaiting(latest.status)
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

/** Payments support must act on: money to refund, successes whose callback did not add up, and short payments. */
export async function paymentsNeedingSupport(db: Db, page: PageRequest): Promise<SupportPaymentPage> {
  const where = inArray(payments.status, ['refund-due', 'disputed', 'part-paid'])
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
