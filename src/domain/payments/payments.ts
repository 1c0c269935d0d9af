import { and, count, desc, eq, sql } from 'drizzle-orm'
import { BRAND_NAME } from '../../config/constants'
import type { Db } from '../../db/client'
import { orders, type PaymentRow, payments } from '../../db/schema'
import { normaliseKenyanPhone } from '../../lib/phone'
import { offsetOf, type PageRequest, toPage } from '../catalog/pagination'
import { DomainError, invalidField } from '../errors'
import { DarajaError } from './daraja'
import type { PaymentSettings } from './settings'

/** What the shopper may see of a payment attempt; the phone is masked to its last three digits. */
export function toPaymentView(row: PaymentRow) {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
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

/**
 * Records how an STK push ended. Callbacks can repeat and the query can race them: only a
 * pending attempt changes, once. Success places the checkout's waiting orders.
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
): Promise<'settled' | 'unknown' | 'already-settled'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.checkoutRequestId, checkoutRequestId))
      .for('update')
    if (!payment) return 'unknown'
    if (payment.status !== 'pending') return 'already-settled'
    const paid = result.resultCode === MPESA_SUCCESS
    if (paid && result.amountKes !== undefined && result.amountKes !== payment.amountKes) {
      console.warn(
        `M-Pesa payment ${payment.id}: callback amount ${result.amountKes} differs from ${payment.amountKes}`,
      )
    }
    const now = new Date()
    await tx
      .update(payments)
      .set({
        status: paid ? 'paid' : 'failed',
        resultCode: result.resultCode,
        resultDesc: result.resultDesc,
        receipt: paid ? (result.receipt ?? null) : null,
        paidAt: paid ? now : null,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
    if (paid) {
      await tx
        .update(orders)
        .set({ status: 'placed', updatedAt: now })
        .where(and(eq(orders.checkoutId, payment.checkoutId), eq(orders.status, 'awaiting-payment')))
    }
    return 'settled'
  })
}

/**
 * Sends the PIN prompt for a pending attempt. If Daraja will not send it, the attempt fails
 * at once with the reason, and the shopper can try again.
 */
export async function requestMpesaPayment(db: Db, paymentId: number, settings: PaymentSettings) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
  if (!payment?.phone) throw new Error(`Payment ${paymentId} is not an M-Pesa attempt`)
  if (!settings.daraja) throw invalidField('paymentMethod', 'M-Pesa is not available right now')
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
      const outcome = await settleMpesaPayment(db, row.checkoutRequestId ?? '', answer)
      changed ||= outcome === 'settled'
    } catch (error) {
      console.warn(`M-Pesa query for payment ${row.id}: ${(error as Error).message}`)
    }
  }
  return changed
}

/**
 * The checkout's latest attempt, settled through Daraja's query first when it has been pending
 * too long; `settled` says the query changed it (and maybe the checkout's orders).
 */
export async function latestPayment(db: Db, checkoutId: string, settings: PaymentSettings) {
  const read = async () =>
    (
      await db
        .select()
        .from(payments)
        .where(eq(payments.checkoutId, checkoutId))
        .orderBy(desc(payments.id))
        .limit(1)
    )[0]
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
 * checkout's orders that wait for payment (a cancelled one is not charged).
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
  if (!order) throw new DomainError('not-found', 'This order could not be found')
  const { payment: latest } = await latestPayment(db, order.checkoutId, settings)
  if (order.status !== 'awaiting-payment' || latest?.status !== 'failed') {
    throw new DomainError('conflict', 'This order is not waiting for a new payment', {
      status: [order.status],
    })
  }
  const phone = normaliseKenyanPhone(phoneInput ?? latest.phone ?? '')
  if (!phone) throw invalidField('phone', 'Enter a Kenyan mobile number, such as 0712 345 678')
  if (!settings.daraja) throw invalidField('paymentMethod', 'M-Pesa is not available right now')
  const [owed] = await db
    .select({ kes: sql<number>`coalesce(sum(${orders.totalKes}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.checkoutId, order.checkoutId), eq(orders.status, 'awaiting-payment')))
  const [attempt] = await db
    .insert(payments)
    .values({
      checkoutId: order.checkoutId,
      userId,
      method: 'mpesa',
      status: 'pending',
      amountKes: owed?.kes ?? order.totalKes,
      phone,
    })
    .returning({ id: payments.id })
  if (!attempt) throw new Error('Payment insert returned no row')
  return requestMpesaPayment(db, attempt.id, settings)
}
