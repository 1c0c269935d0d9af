import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import { Ltr } from '../../../components/format/Ltr'
import { failureHeadline, failureText, PAYMENT_STATUS_LABELS } from '../payment-labels'
import type { PaidOrder } from './paid-order'

/**
 * How the order is paid, for the record: the payment's status, what was paid and is still due,
 * the M-Pesa receipt, a refund to come. What the shopper has to do about it now is PaymentNow's,
 * at the top of the page, and a failed prompt's reason is in the order's headline.
 */
export function PaymentPanel({ order }: { order: PaidOrder }) {
  const { _ } = useLingui()
  const payment = order.payment
  if (!payment) return null
  const receipt = <Ltr>{payment.receipt}</Ltr>
  const sharedAmount = <Kes amount={payment.amountKes} />
  const paidSoFar = <Kes amount={order.paidKes} />
  const otherPayer = <Ltr>{payment.otherPayerPhone}</Ltr>
  return (
    <section className="payment-panel" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <Trans>Payment</Trans>
      </h2>
      <p role="status" className={`payment-status payment-status-${payment.status}`}>
        {_(PAYMENT_STATUS_LABELS[payment.status])}
        {' · '}
        <Kes amount={payment.amountKes} />
      </p>
      <dl className="cart-sums">
        <dt>
          <Trans>Paid for this order</Trans>
        </dt>
        <dd>
          <Kes amount={order.paidKes} />
        </dd>
        <dt>
          <Trans>Still to pay for this order</Trans>
        </dt>
        <dd>
          <Kes amount={order.dueKes} />
        </dd>
      </dl>
      {payment.orderId === null && payment.status !== 'part-paid' && payment.amountKes !== order.totalKes ? (
        <p>
          <Trans>
            One M-Pesa payment of {sharedAmount} covers the orders of this checkout; this order's share is its
            own total.
          </Trans>
        </p>
      ) : null}
      {payment.receipt ? (
        <p>
          <Trans>M-Pesa receipt: {receipt}</Trans>
        </p>
      ) : null}
      {payment.status === 'failed' && !failureHeadline(order) ? (
        <p className="notice-text">{_(failureText(payment.resultCode))}</p>
      ) : null}
      {order.status === 'cancelled' && order.paidKes > 0 ? (
        <p className="notice-text" data-testid="refund-notice">
          <Trans>Our support team will refund the {paidSoFar} M-Pesa took for this order.</Trans>
        </p>
      ) : null}
      {payment.otherPayerPhone ? (
        <p>
          <Trans>This payment came from another M-Pesa number: {otherPayer}.</Trans>
        </p>
      ) : null}
    </section>
  )
}
