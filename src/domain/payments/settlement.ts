import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type OrderRow, orders, type PaymentRow, payments } from '../../db/schema'
import {
  isUniqueViolation,
  lockCheckoutOrders,
  owedByWaitingOrders,
  type Tx,
} from '../checkout/checkout-lock'
import { notifyPayment } from '../notifications/payment-notifications'
import { otherPayerNote } from './payment-view'

/**
 * How an M-Pesa result settles a checkout (decisions 0005, 0009, 0057): a success is judged
 * against what was asked and what the checkout still owes, its money spread over the waiting
 * orders, and every receipt recorded once, under the checkout's lock.
 */

/** Daraja's result codes a shopper can act on (KENYA.md); anything else is shown as it came. */
const MPESA_SUCCESS = 0

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
