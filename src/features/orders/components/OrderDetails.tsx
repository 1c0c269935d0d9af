import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DeliverySlot } from '../../../components/format/DeliverySlot'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { ORDER_STATUS_LABELS } from '../../../components/format/order-status-labels'
import { LineChoices } from '../../../components/LineChoices'
import { LineTotal } from '../../../components/LineTotal'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { toastMessage } from '../../../components/notifications/notify'
import { PriceSummary } from '../../../components/PriceSummary'
import { unwrap } from '../../../lib/api-errors'
import { expectedArrival } from '../../../lib/order-eta'
import { cancelOrder } from '../orders.functions'
import { ORDERS_KEY, orderQuery } from '../orders.queries'
import type { Order } from '../orders.types'
import { DeliveryAddress } from './DeliveryAddress'
import { OrderTimeline } from './OrderTimeline'

/** One order: its status and timeline, what was ordered, where it goes, and its payment (given by the route). */
export function OrderDetails({ order, payment }: { order: Order; payment: React.ReactNode }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: async () => unwrap(await cancelOrder({ data: { id: order.id } })),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, cancelled)
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
      toastMessage({ type: 'success', title: _(msg`Order cancelled`) })
    },
  })
  const address = order.deliveryAddress
  const note = order.note
  const arrival = expectedArrival(order)
  return (
    <>
      <p role="status" className={`order-status order-status-${order.status}`}>
        {_(ORDER_STATUS_LABELS[order.status])}
      </p>
      {order.cancelReason === 'unpaid' ? (
        <p>
          <Trans>The M-Pesa payment did not arrive within 15 minutes, so the order was cancelled.</Trans>
        </p>
      ) : null}
      <p>
        <Link to="/food/kitchens/$id" params={{ id: String(order.kitchen.id) }}>
          {order.kitchen.name}
        </Link>
        {' · '}
        <NairobiTime iso={order.createdAt} />
      </p>
      <p>
        <DeliverySlot slot={order.slot} />
      </p>
      {arrival ? (
        <p className="order-eta">
          <Trans>
            Expected around <NairobiTime iso={arrival} />
          </Trans>
        </p>
      ) : null}
      <OrderTimeline order={order} />
      <ul className="cart-lines">
        {order.items.map((line) => (
          <li
            key={`${line.itemId}-${line.name}-${line.note}-${line.options.map((o) => o.choiceId)}`}
            className="cart-line"
          >
            <span className="cart-line-name">
              {line.name}
              <LineChoices options={line.options} note={null} />
              {line.note ? <small className="cart-line-note">{line.note}</small> : null}
            </span>
            <span>× {line.quantity}</span>
            <LineTotal totalKes={line.lineTotalKes} savingKes={line.savingKes} />
          </li>
        ))}
      </ul>
      <PriceSummary
        subtotalKes={order.subtotalKes}
        deliveryFeeKes={order.deliveryFeeKes}
        totalKes={order.totalKes}
        savingKes={order.savingKes}
        discountKes={order.discountKes}
      />
      <section aria-labelledby="delivery-title">
        <h2 id="delivery-title">
          <Trans>Delivery</Trans>
        </h2>
        <DeliveryAddress address={address} />
        {note ? (
          <p>
            <Trans>Your note for the kitchen: {note}</Trans>
          </p>
        ) : null}
      </section>
      {payment}
      {order.canCancel ? (
        <>
          <FailureAlert error={cancel.error} />
          <button
            type="button"
            className="button button-secondary"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            <Trans>Cancel order</Trans>
          </button>
        </>
      ) : null}
    </>
  )
}
