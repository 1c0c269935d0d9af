import type { OrderRow, PaymentRow } from '../../db/schema'
import type { Tx } from '../checkout/checkout-lock'
import { notify } from './notifications'
import { BRAND_ICON, orderLink } from './order-notifications'

/**
 * Tells the payer how an M-Pesa prompt ended, in the transaction that recorded it; the link is
 * the checkout's first order, whose page offers a retry after a failure.
 */
export async function notifyPayment(
  tx: Tx,
  payment: Pick<PaymentRow, 'userId' | 'amountKes'>,
  checkoutOrders: Pick<OrderRow, 'id'>[],
  kind: 'payment.paid' | 'payment.failed',
) {
  const first = Math.min(...checkoutOrders.map((order) => order.id))
  await notify(tx, {
    userId: payment.userId,
    kind,
    values: { amountKes: payment.amountKes },
    link: Number.isFinite(first) ? orderLink(first) : '/account/payments',
    img: BRAND_ICON,
  })
}
