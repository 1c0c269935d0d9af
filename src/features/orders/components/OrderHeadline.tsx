import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { DeliverySlot } from '../../../components/format/DeliverySlot'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { orderStatusLabel } from '../../../components/format/order-status-labels'
import { expectedArrival } from '../../../lib/order-eta'
import type { Order } from '../orders.types'

/**
 * The top of the order page: where the order is, said first, then from which kitchen and when
 * it comes. `payment` is what the payment has to add (the route composes it, from the payments
 * feature): an M-Pesa prompt that failed is said here with its reason, not "Waiting for payment"
 * with the reason a screen further down.
 */
export function OrderHeadline({ order, payment }: { order: Order; payment: string | null }) {
  const { _ } = useLingui()
  const arrival = expectedArrival(order)
  return (
    <div className="order-head">
      <div role="status">
        <h2 className={`order-status order-status-${payment ? 'payment-failed' : order.status}`}>
          {payment ?? _(orderStatusLabel(order.status, order.service, order.fulfilment))}
        </h2>
      </div>
      {order.cancelReason === 'unpaid' ? (
        <p>
          <Trans>The M-Pesa payment did not arrive within 15 minutes, so the order was cancelled.</Trans>
        </p>
      ) : null}
      <p className="order-meta">
        <CatalogueLink service={order.service} what="provider" id={order.kitchen.id}>
          {order.kitchen.name}
        </CatalogueLink>
        {' · '}
        <NairobiTime iso={order.createdAt} />
        <br />
        <DeliverySlot slot={order.slot} pickup={order.fulfilment === 'pickup'} />
      </p>
      {arrival ? (
        <p className="order-eta">
          <Trans>
            Expected around <NairobiTime iso={arrival} />
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
