import { and, asc, eq, inArray, lt } from 'drizzle-orm'
import { UNPAID_ORDER_EXPIRY_MS } from '../../config/constants'
import type { Db } from '../../db/client'
import { orders, payments } from '../../db/schema'
import { lockCheckoutOrders } from '../checkout/checkout-lock'
import { releaseCouponUse } from '../coupons/coupons'
import { notifyOrders } from '../notifications/order-notifications'
import { latestPayment } from '../payments/payments'
import { recordReceivedForRefund } from '../payments/refunds'
import type { PaymentSettings } from '../payments/settings'
import { releasePortions } from '../portions/portions'

/** How many checkouts one sweep looks at; the next minute's sweep takes the rest. */
const BATCH = 100

/**
 * Cancels M-Pesa orders still waiting for payment 15 minutes after checkout (decision
 * 0019), with the reason `unpaid`, and gives their portions back. Each checkout in its own
 * transaction under the checkout lock, the one paying and cancelling take: a payment that lands
 * meanwhile wins, and an order is never both paid and expired. A checkout whose prompt is still
 * pending, or that is paid, is left alone. One whose money fell short or is in doubt expires
 * like the rest, and what M-Pesa took for it is recorded refund-due (decision 0057).
 * With payment settings, a prompt pending too long is settled by Daraja's status query first.
 * Answers the ids of the orders it cancelled.
 */
export async function expireUnpaidOrders(
  db: Db,
  now = new Date(),
  settings?: PaymentSettings,
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_MS)
  const stale = await db
    .selectDistinct({ checkoutId: orders.checkoutId })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting-payment'), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.checkoutId))
    .limit(BATCH)
  const expired: number[] = []
  for (const { checkoutId } of stale) {
    if (settings) await latestPayment(db, checkoutId, settings)
    const ids = await db.transaction(async (tx) => {
      const locked = await lockCheckoutOrders(tx, checkoutId)
      const waiting = locked.filter((row) => row.status === 'awaiting-payment' && row.createdAt < cutoff)
      if (waiting.length === 0) return []
      const [busy] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.checkoutId, checkoutId), inArray(payments.status, ['pending', 'paid'])))
        .limit(1)
      if (busy) return []
      // A part payment, a disputed or a refund-due success does not hold the portions forever:
      // what M-Pesa took for these orders is recorded for refund (decision 0057).
      await recordReceivedForRefund(tx, waiting, 'expired unpaid', now)
      const ids = waiting.map((row) => row.id)
      await tx
        .update(orders)
        .set({ status: 'cancelled', cancelReason: 'unpaid', updatedAt: now })
        .where(inArray(orders.id, ids))
      await releasePortions(tx, ids)
      await releaseCouponUse(tx, ids)
      await notifyOrders(tx, ids, 'order.cancelled')
      return ids
    })
    expired.push(...ids)
  }
  return expired
}
