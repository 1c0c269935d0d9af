import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Kes } from '../../../components/format/Kes'
import { Ltr } from '../../../components/format/Ltr'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { PAYMENT_METHOD_LABELS } from '../../../components/format/payment-method-labels'
import { PAYMENT_STATUS_LABELS } from '../payment-labels'
import type { PaymentPage } from '../payments.types'

/**
 * Every payment attempt, newest first, with its M-Pesa receipt when paid. On a phone each row
 * is a card of its own, each cell named by its `data-label` (payments-and-search.css): five
 * columns do not fit 320 px, and the amount was the one cut off. None yet: the way to a first order.
 */
export function PaymentList({ payments }: { payments: PaymentPage['items'] }) {
  const { _ } = useLingui()
  if (payments.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <Trans>No payments yet.</Trans>
        </p>
        <Link to="/food/kitchens" className="button">
          <Trans>Find a kitchen</Trans>
        </Link>
      </div>
    )
  }
  return (
    <table className="payment-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Method</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Receipt</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td data-label={_(msg`Date`)}>
              <NairobiTime iso={payment.createdAt} />
            </td>
            <td data-label={_(msg`Method`)}>{_(PAYMENT_METHOD_LABELS[payment.method])}</td>
            <td data-label={_(msg`Status`)}>{_(PAYMENT_STATUS_LABELS[payment.status])}</td>
            <td data-label={_(msg`Receipt`)}>{payment.receipt ? <Ltr>{payment.receipt}</Ltr> : '—'}</td>
            <td data-label={_(msg`Amount`)}>{<Kes amount={payment.amountKes} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
