import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { STK_PUSH_LOST_AFTER_MS, STK_SWEEP_AFTER_MS, STK_SWEEP_BATCH } from '../../config/constants'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import { log, safeError } from '../../lib/log.server'
import type { PaymentSettings } from './settings'
import { settleMpesaPayment } from './settlement'

/** What one sweep of pending prompts did. */
export type StkSweepResult = { settled: number; stillWaiting: number; lost: number; errors: number }

/**
 * Settles M-Pesa prompts nobody reads again (decision 0034): an attempt still pending two
 * minutes after it began is asked about with Daraja's STK Push Query, and the answer goes down
 * the callback's own path (`settleMpesaPayment`, under the checkout lock, from `pending` only),
 * so a callback arriving at the same moment and the query apply one result between them.
 * "Being processed" (500.001.1001) leaves it for the next minute. An attempt that never got its
 * CheckoutRequestID (the process sending the push died) fails, so the shopper can pay again and
 * the unpaid-order sweep can expire its orders. `now` is the caller's clock.
 */
export async function settleStalePrompts(
  db: Db,
  settings: PaymentSettings,
  now = new Date(),
): Promise<StkSweepResult> {
  const result: StkSweepResult = { settled: 0, stillWaiting: 0, lost: 0, errors: 0 }
  result.lost = await failLostPushes(db, now)
  const daraja = settings.daraja
  if (!daraja) return result
  const due = await db
    .select({ id: payments.id, checkoutRequestId: payments.checkoutRequestId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.checkoutRequestId),
        lt(payments.createdAt, new Date(now.getTime() - STK_SWEEP_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(STK_SWEEP_BATCH)
  for (const row of due) {
    const checkoutRequestId = row.checkoutRequestId ?? ''
    try {
      const answer = await daraja.query(checkoutRequestId)
      if (!answer.settled) {
        result.stillWaiting += 1
        continue
      }
      const outcome = await settleMpesaPayment(db, checkoutRequestId, answer, 'query')
      if (outcome === 'settled') result.settled += 1
    } catch (error) {
      // Daraja down or refusing: the next minute's sweep asks again; one bad row never stops the rest.
      result.errors += 1
      log().warn({ paymentId: row.id, err: safeError(error) }, 'M-Pesa status query failed')
    }
  }
  return result
}

/** Pending attempts whose push never came back with a CheckoutRequestID: no callback can ever name them. */
async function failLostPushes(db: Db, now: Date): Promise<number> {
  const lost = await db
    .update(payments)
    .set({ status: 'failed', resultDesc: 'The M-Pesa prompt was never sent', updatedAt: now })
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.method, 'mpesa'),
        isNull(payments.checkoutRequestId),
        lt(payments.createdAt, new Date(now.getTime() - STK_PUSH_LOST_AFTER_MS)),
      ),
    )
    .returning({ id: payments.id })
  return lost.length
}
