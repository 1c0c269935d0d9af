import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Kes } from '../../../components/format/Kes'
import { Ltr } from '../../../components/format/Ltr'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { toastMessage } from '../../../components/notifications/notify'
import { ApiRequestError, unwrap } from '../../../lib/api-errors'
import { endsAttempt, newAttemptKey } from '../../../lib/attempt-key'
import { failureText, PAYMENT_STATUS_LABELS } from '../payment-labels'
import { retryPayment } from '../payments.functions'
import type { Payment } from '../payments.types'

/** What the panel needs of an order (the orders feature's Order has it, by structure). */
type PaidOrder = {
  id: number
  status: string
  totalKes: number
  paidKes: number
  dueKes: number
  canRetryPayment: boolean
  payment: Payment | null
}

/**
 * How the order is paid: the M-Pesa prompt's progress (the page asks again while it waits),
 * why an attempt failed, and a new prompt to the same or another number.
 */
export function PaymentPanel({ order, onRetried }: { order: PaidOrder; onRetried: () => void }) {
  const { _ } = useLingui()
  const [phone, setPhone] = useState('')
  const payment = order.payment
  // One key per retry: sent again after a timeout, it answers the prompt already sent.
  const attemptKey = useRef<string | null>(null)
  const retry = useMutation({
    mutationFn: async () => {
      attemptKey.current ??= newAttemptKey()
      const data = { id: order.id, ...(phone.trim() ? { phone } : {}), idempotencyKey: attemptKey.current }
      return unwrap(await retryPayment({ data }))
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError) || endsAttempt(error.status, error.ids.code))
        attemptKey.current = null
    },
    onSuccess: () => {
      attemptKey.current = null
      toastMessage({ type: 'success', title: _(msg`Check your phone for the M-Pesa prompt`) })
      onRetried()
    },
  })
  if (!payment) return null
  const promptPhone = <Ltr>{payment.phone}</Ltr>
  const receipt = <Ltr>{payment.receipt}</Ltr>
  const sharedAmount = <Kes amount={payment.amountKes} />
  const paidSoFar = <Kes amount={order.paidKes} />
  const orderTotal = <Kes amount={order.totalKes} />
  const stillDue = <Kes amount={order.dueKes} />
  const otherPayer = <Ltr>{payment.otherPayerPhone}</Ltr>
  // Money came but not all of it (decision 0057): say how much, and what the shopper can do.
  const partPaid = order.status === 'awaiting-payment' && order.paidKes > 0
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
      {payment.status === 'pending' ? (
        <p>
          <Trans>We sent a payment prompt to {promptPhone}. Enter your M-Pesa PIN on that phone.</Trans>
        </p>
      ) : null}
      {payment.receipt ? (
        <p>
          <Trans>M-Pesa receipt: {receipt}</Trans>
        </p>
      ) : null}
      {payment.status === 'failed' ? (
        <p className="notice-text">{_(failureText(payment.resultCode))}</p>
      ) : null}
      {partPaid ? (
        <p className="notice-text" data-testid="part-paid-notice">
          <Trans>
            M-Pesa received {paidSoFar} of {orderTotal} for this order. Pay the remaining {stillDue} with a
            new prompt, or cancel the order and our support team will refund what you paid.
          </Trans>
        </p>
      ) : null}
      {order.status === 'cancelled' && order.paidKes > 0 ? (
        <p className="notice-text" data-testid="refund-notice">
          <Trans>Our support team will refund the {paidSoFar} M-Pesa took for this order.</Trans>
        </p>
      ) : null}
      {payment.status === 'disputed' && order.status === 'awaiting-payment' ? (
        <p className="notice-text">
          <Trans>
            We could not confirm this M-Pesa payment, so it does not count yet; our support team will check
            it. You can pay with a new prompt or cancel the order.
          </Trans>
        </p>
      ) : null}
      {payment.otherPayerPhone ? (
        <p>
          <Trans>This payment came from another M-Pesa number: {otherPayer}.</Trans>
        </p>
      ) : null}
      {order.canRetryPayment ? (
        <form
          className="retry-payment"
          onSubmit={(event) => {
            event.preventDefault()
            retry.mutate()
          }}
        >
          <label htmlFor="retry-phone">
            <Trans>M-Pesa number (leave empty for the same one)</Trans>
          </label>
          <input
            id="retry-phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <FailureAlert error={retry.error} />
          <button type="submit" className="button" disabled={retry.isPending}>
            {partPaid ? (
              <Trans>Pay the remaining {stillDue} with M-Pesa</Trans>
            ) : (
              <Trans>Send a new M-Pesa prompt</Trans>
            )}
          </button>
        </form>
      ) : null}
    </section>
  )
}
