import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Kes } from '../../../components/format/Kes'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { orderStatusLabel } from '../../../components/format/order-status-labels'
import type { OrderPage } from '../orders.types'
import { useRememberOrders } from '../use-remember-orders'

/** The shopper's orders, newest first: kitchen, date, status and total, each opening the order. */
export function OrderList({ orders }: { orders: OrderPage['items'] }) {
  const { _ } = useLingui()
  useRememberOrders(orders)
  if (orders.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <Trans>You have not ordered yet.</Trans>
        </p>
        <Link to="/food/kitchens" className="button">
          <Trans>Find a kitchen</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-row">
          <Link to="/account/orders/$id" params={{ id: String(order.id) }} className="order-row-link">
            <span className="order-row-kitchen">{order.kitchen.name}</span>
            <span className="order-row-date">
              <NairobiTime iso={order.createdAt} />
            </span>
            <span className={`order-status order-status-${order.status}`}>
              {_(orderStatusLabel(order.status, order.service, order.fulfilment))}
            </span>
            <span className="order-row-total">{<Kes amount={order.totalKes} />}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
