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
import { retryPayment } from '../payments.functions'
import type { PaidOrder } from './paid-order'

/**
 * What the shopper has to do about the payment now, right under the order's status: enter the
 * PIN on the phone the prompt went to, or send a new prompt (after a failure, a part payment or
 * a payment support is checking). Nothing once there is nothing to do.
 */
export function PaymentNow({ order, onRetried }: { order: PaidOrder; onRetried: () => void }) {
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
  const paidSoFar = <Kes amount={order.paidKes} />
  const orderTotal = <Kes amount={order.totalKes} />
  const stillDue = <Kes amount={order.dueKes} />
  // Money came but not all of it (decision 0057): say how much, and what the shopper can do.
  const partPaid = order.status === 'awaiting-payment' && order.paidKes > 0
  const pending = payment.status === 'pending'
  const disputed = payment.status === 'disputed' && order.status === 'awaiting-payment'
  if (!pending && !partPaid && !disputed && !order.canRetryPayment) return null
  return (
    <div className="payment-now">
      {pending ? (
        <>
          <h2>
            <Trans>Check your phone for the M-Pesa prompt</Trans>
          </h2>
          <p>
            <Trans>We sent a payment prompt to {promptPhone}. Enter your M-Pesa PIN on that phone.</Trans>
          </p>
        </>
      ) : null}
      {partPaid ? (
        <p className="notice-text" data-testid="part-paid-notice">
          <Trans>
            M-Pesa received {paidSoFar} of {orderTotal} for this order. Pay the remaining {stillDue} with a
            new prompt, or cancel the order and our support team will refund what you paid.
          </Trans>
        </p>
      ) : null}
      {disputed ? (
        <p className="notice-text">
          <Trans>
            We could not confirm this M-Pesa payment, so it does not count yet; our support team will check
            it. You can pay with a new prompt or cancel the order.
          </Trans>
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
    </div>
  )
}
