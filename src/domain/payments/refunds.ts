import type { OrderRow } from '../../db/schema'
import { payments } from '../../db/schema'
import type { Tx } from '../checkout/checkout-lock'

/**
 * M-Pesa money already received for orders that are now stopped (a part-paid checkout the shopper
 * cancels or that expires, decision 0057; an order its kitchen declines or did not answer): each
 * order's share is recorded as its own refund-due row, so the support queue lists it and nothing
 * keeps it. `why` completes "Order 12 … after M-Pesa took …".
 */
export async function recordReceivedForRefund(tx: Tx, stopped: OrderRow[], why: string, now: Date) {
  for (const order of stopped) {
    if (order.paymentMethod !== 'mpesa' || order.paidKes <= 0) continue
    await tx.insert(payments).values({
      checkoutId: order.checkoutId,
      orderId: order.id,
      userId: order.userId,
      method: 'mpesa',
      status: 'refund-due',
      amountKes: order.paidKes,
      discrepancy: `Order ${order.id} ${why} after M-Pesa took KES ${order.paidKes} of its KES ${order.totalKes}: refund it`,
      createdAt: now,
      updatedAt: now,
    })
  }
}
