import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { BRAND_NAME } from '../../config/constants'
import type { Db } from '../../db/client'
import { type OrderRow, orders, type PaymentRow, payments } from '../../db/schema'
import { normaliseKenyanPhone, toMpesaPhone } from '../../lib/phone'
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

const masked = (phone: string | null) => (phone ? `${phone.slice(0, 4)}•••••${phone.slice(-3)}` : null)

/** What the shopper may see of a payment attempt; the phone is masked to its last three digits. */
export function toPaymentView(row: PaymentRow) {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    orderId: row.orderId,
    method: row.method,
    status: row.status,
    amountKes: row.amountKes,
    phone: masked(row.phone),
    /** Who M-Pesa says paid, when it is not the prompted number (decision 0057); masked too. */
    otherPayerPhone:
      row.payerPhone && otherPayerNote(row.phone, row.payerPhone)
        ? masked(`+${row.payerPhone.replace(/\D/g, '')}`)
        : null,
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

/** What a success says: the result code, and from a callback the receipt, amount and paying number. */
export type MpesaResult = {
  resultCode: number
  resultDesc: string
  receipt?: string | undefined
  amountKes?: number | undefined
  /** The callback's PhoneNumber: who M-Pesa says paid (decision 0057). */
  payerPhone?: string | undefined
}

/** What a success becomes, judged against what was asked and what the checkout still owes. */
type Verdict = { status: 'paid' | 'part-paid' | 'refund-due' | 'disputed'; discrepancy: string | null }

/**
 * A callback's success counts only with a whole amount no larger than was asked and a receipt
 * number (0009); the query carries neither and stands for the asked amount. Counted money pays
 * the checkout when it is what is owed, pays part of it when less (decision 0057: the shopper
 * pays the rest or cancels), and is owed back when nothing, or less than it, is owed.
 */
function judge(
  askedKes: number,
  owedKes: number,
  result: MpesaResult,
  source: SettlementSource,
): Verdict & { receivedKes: number } {
  const amount = source === 'callback' ? result.amountKes : askedKes
  const doubt = (discrepancy: string) => ({ status: 'disputed' as const, discrepancy, receivedKes: 0 })
  if (amount === undefined) return doubt(`Success without an amount (asked KES ${askedKes})`)
  if (!Number.isInteger(amount) || amount <= 0) return doubt(`Success for an amount of ${amount}`)
  if (source === 'callback' && !result.receipt)
    return doubt(`Success for KES ${amount} without a receipt number`)
  if (amount > askedKes) return doubt(`Success for KES ${amount}, but KES ${askedKes} was asked`)
  if (owedKes === 0 || amount > owedKes)
    return {
      status: 'refund-due',
      discrepancy: `M-Pesa took KES ${amount} while KES ${owedKes} was owed (orders cancelled or already paid): refund it`,
      receivedKes: amount,
    }
  if (amount < owedKes)
    return {
      status: 'part-paid',
      discrepancy: `M-Pesa took KES ${amount} of the KES ${owedKes} owed: the shopper pays the rest or cancels`,
      receivedKes: amount,
    }
  return { status: 'paid', discrepancy: null, receivedKes: amount }
}

/**
 * Someone other than the prompted number paid (decision 0057): the money counts all the same,
 * and the paying number is kept with a note for support. Only a full 12-digit number is compared.
 */
function otherPayerNote(promptedPhone: string | null, payerPhone: string | undefined) {
  const payer = payerPhone?.replace(/\D/g, '')
  const prompted = promptedPhone ? toMpesaPhone(promptedPhone) : undefined
  if (payer?.length !== 12 || !prompted || payer === prompted) return undefined
  return `Paid from ${payer}, not the prompted ${prompted}`
}

/**
 * Spreads money received over the checkout's waiting orders in id order, each up to what it
 * still owes; when it covers all of them they are placed. Under the checkout lock.
 */
async function applyReceived(tx: Tx, checkoutOrders: OrderRow[], receivedKes: number, now: Date) {
  const covered = receivedKes === owedByWaitingOrders(checkoutOrders)
  let left = receivedKes
  for (const order of checkoutOrders.filter((row) => row.status === 'awaiting-payment')) {
    const share = Math.min(order.totalKes - order.paidKes, left)
    left -= share
    if (share === 0 && !covered) continue
    await tx
      .update(orders)
      .set({
        paidKes: order.paidKes + share,
        ...(covered ? { status: 'placed' as const } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
  }
}

/**
 * Records how an STK push ended. Callbacks repeat and the query races them: the checkout's
 * orders are locked first, then the attempt. A failure changes only a pending attempt; a
 * success is taken by a pending or failed one (the query may have said "timed out" before the
 * money came) and judged (\`judge\`). Every receipt Daraja sends is recorded once: the same
 * number again changes nothing, and a new one for an attempt already settled (a genuine
 * callback after a disputed or part-paid one) gets its own row, judged against what is still
 * owed, never dropped (decision 0057). Money for orders that were cancelled, or paid by another
 * attempt, is refund-due, never kept.
 */
export async function settleMpesaPayment(
  db: Db,
  checkoutRequestId: string,
  result: MpesaResult,
  source: SettlementSource = 'callback',
): Promise<'settled' | 'unknown' | 'already-settled'> {
  try {
    return await settleOnce(db, checkoutRequestId, result, source)
  } catch (error) {
    // Two callbacks carrying one receipt number for two checkouts raced past the check below;
    // the loser tries again and now sees the receipt taken (a callback never answers 500).
    if (!isUniqueViolation(error)) throw error
    return settleOnce(db, checkoutRequestId, result, source)
  }
}

async function settleOnce(
  db: Db,
  checkoutRequestId: string,
  result: MpesaResult,
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
    const receipt = result.receipt || undefined
    // As Daraja sent it (it may come masked); compared digit by digit in otherPayerNote.
    const payerPhone = result.payerPhone?.trim().slice(0, 32) || null
    // An M-Pesa receipt number names one transaction: recorded once, whoever sends it again.
    const [receiptOwner] = receipt
      ? await tx.select({ id: payments.id }).from(payments).where(eq(payments.receipt, receipt)).limit(1)
      : []
    if (receiptOwner?.id === payment.id) return { kind: 'already-settled' as const }
    const settledBefore = payment.status !== 'pending' && payment.status !== 'failed'
    if (receiptOwner) {
      const doubt = `Receipt ${receipt} is already recorded for payment ${receiptOwner.id}`
      if (settledBefore)
        return { kind: 'already-settled' as const, warning: `M-Pesa payment ${payment.id}: ${doubt}` }
      // Replayed or forged for another attempt: kept for support, never counted as money.
      await record({ status: 'disputed', receipt: null, payerPhone, discrepancy: doubt })
      return { kind: 'settled' as const, warning: `M-Pesa payment ${payment.id} disputed: ${doubt}` }
    }
    // The query settled it first (it carries no receipt number): the late callback adds the
    // number when it agrees on the amount, and nothing else changes.
    if (
      payment.status === 'paid' &&
      !payment.receipt &&
      source === 'callback' &&
      receipt &&
      result.amountKes === payment.amountKes
    ) {
      await tx
        .update(payments)
        .set({ receipt, payerPhone, updatedAt: now })
        .where(eq(payments.id, payment.id))
      return { kind: 'already-settled' as const }
    }
    if (settledBefore) {
      // The query repeating itself, or a success with no receipt to tell it from the first.
      if (source !== 'callback') return { kind: 'already-settled' as const }
      if (!receipt)
        return {
          kind: 'already-settled' as const,
          warning: `M-Pesa payment ${payment.id}: a success without a receipt after it was ${payment.status}`,
        }
      // A further receipt for this prompt: money M-Pesa says it took, recorded in its own row.
      const verdict = judge(result.amountKes ?? 0, owedByWaitingOrders(checkoutOrders), result, source)
      const note = otherPayerNote(payment.phone, result.payerPhone)
      const discrepancy = [`A further receipt for prompt ${payment.id}`, verdict.discrepancy, note]
        .filter(Boolean)
        .join('; ')
      const [extra] = await tx
        .insert(payments)
        .values({
          checkoutId: payment.checkoutId,
          userId: payment.userId,
          method: 'mpesa',
          status: verdict.status,
          amountKes: verdict.receivedKes || payment.amountKes,
          phone: payment.phone,
          payerPhone,
          receipt,
          resultCode: result.resultCode,
          resultDesc: result.resultDesc,
          discrepancy,
          paidAt: verdict.receivedKes > 0 ? now : null,
          promptClaimedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id })
      if (verdict.status === 'paid' || verdict.status === 'part-paid')
        await applyReceived(tx, checkoutOrders, verdict.receivedKes, now)
      if (verdict.status === 'paid') await notifyPayment(tx, payment, checkoutOrders, 'payment.paid')
      return {
        kind: 'settled' as const,
        warning: `M-Pesa payment ${extra?.id} (${verdict.status}): ${discrepancy}`,
      }
    }
    const verdict = judge(payment.amountKes, owedByWaitingOrders(checkoutOrders), result, source)
    const note = otherPayerNote(payment.phone, result.payerPhone)
    const discrepancy = [verdict.discrepancy, note].filter(Boolean).join('; ') || null
    await record({
      status: verdict.status,
      // Once money moved, the row says how much M-Pesa took (the asked sum is in the note).
      ...(verdict.receivedKes > 0 ? { amountKes: verdict.receivedKes } : {}),
      receipt: receipt ?? null,
      payerPhone,
      discrepancy,
      paidAt: verdict.receivedKes > 0 ? now : null,
    })
    if (verdict.status === 'paid' || verdict.status === 'part-paid')
      await applyReceived(tx, checkoutOrders, verdict.receivedKes, now)
    if (verdict.status === 'paid') await notifyPayment(tx, payment, checkoutOrders, 'payment.paid')
    return verdict.status === 'paid'
      ? { kind: 'settled' as const }
      : {
          kind: 'settled' as const,
          warning: `M-Pesa payment ${payment.id} ${verdict.status}: ${discrepancy}`,
        }
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
export async function paymentsNeedingSupport(db: Db, page: PageRequest) {
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
