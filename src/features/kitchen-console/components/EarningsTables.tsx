import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import { ORDER_STATUS_LABELS } from '../../../components/format/order-status-labels'
import { PAYMENT_METHOD_LABELS } from '../../../components/format/payment-method-labels'
import type { KitchenEarnings } from '../../../contracts/earnings.responses'
import { formatSlotDay } from '../../../lib/slot-format'

/** Each day of a week or a month: its sales and its balance. */
export function EarningsByDay({ days }: { days: KitchenEarnings['days'] }) {
  const { i18n } = useLingui()
  return (
    <table className="earnings-table">
      <caption>
        <Trans>By day</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Day</Trans>
          </th>
          <th scope="col">
            <Trans>Sales</Trans>
          </th>
          <th scope="col">
            <Trans>Gross</Trans>
          </th>
          <th scope="col">
            <Trans>Balance</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatSlotDay(day.day, i18n.locale)}</th>
            <td>{day.orders}</td>
            <td>
              <Kes amount={day.grossKes} />
            </td>
            <td>
              <Kes amount={day.balanceKes} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The statement's lines: each order with its money, as the CSV has them. */
export function EarningsOrders({ orders }: { orders: KitchenEarnings['orders'] }) {
  const { _ } = useLingui()
  return (
    <table className="earnings-table">
      <caption>
        <Trans>Orders</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Order</Trans>
          </th>
          <th scope="col">
            <Trans>Gross</Trans>
          </th>
          <th scope="col">
            <Trans>Commission</Trans>
          </th>
          <th scope="col">
            <Trans>Balance</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const number = order.id
          return (
            <tr key={order.id}>
              <th scope="row">
                <Trans>Order {number}</Trans>
                <span className="earnings-order-how">
                  {_(ORDER_STATUS_LABELS[order.status])} · {_(PAYMENT_METHOD_LABELS[order.paymentMethod])}
                  {order.refundsKes > 0 ? (
                    <>
                      {' · '}
                      <Trans>
                        refund <Kes amount={order.refundsKes} />
                      </Trans>
                    </>
                  ) : null}
                </span>
              </th>
              <td>
                <Kes amount={order.grossKes} />
              </td>
              <td>
                <Kes amount={order.commissionKes} />
              </td>
              <td>
                <Kes amount={order.balanceKes} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
