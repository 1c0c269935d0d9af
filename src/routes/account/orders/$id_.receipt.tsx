import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { DeliverySlot } from '../../../components/format/DeliverySlot'
import { Kes } from '../../../components/format/Kes'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { PAYMENT_METHOD_LABELS } from '../../../components/format/payment-method-labels'
import { LineChoices } from '../../../components/LineChoices'
import { PriceSummary } from '../../../components/PriceSummary'
import { DeliveryAddress } from '../../../features/orders/components/DeliveryAddress'
import { orderQuery } from '../../../features/orders/orders.queries'
import { PAYMENT_STATUS_LABELS } from '../../../features/payments/payment-labels'
import { pageHead } from '../../../i18n/head'
import { idParam, orNotFound } from '../../../lib/route-loading'

/**
 * A printable receipt of one order: what was ordered at what price, the
 * offers and coupon taken off, the delivery fee, the total, how it was paid with the M-Pesa
 * receipt number, the kitchen and the address. Printing leaves out the site's header and menus.
 */
export const Route = createFileRoute('/account/orders/$id_/receipt')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(orderQuery(idParam(params.id)))),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Receipt`, description: msg`The receipt of your order.` }),
  component: ReceiptPage,
})

function ReceiptPage() {
  const { _ } = useLingui()
  const { id } = Route.useParams()
  const { data: order } = useSuspenseQuery(orderQuery(Number(id)))
  const number = order.id
  const payment = order.payment
  const receipt = payment?.receipt
  const code = order.couponCode
  const pickupAt = order.pickupAt
  return (
    <article className="receipt">
      <p className="no-print">
        <Link to="/account/orders/$id" params={{ id: String(order.id) }}>
          <Trans>Back to the order</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Receipt for order {number}</Trans>
      </h1>
      <p>
        HomeCooked · {order.kitchen.name} · <NairobiTime iso={order.createdAt} />
      </p>
      <p>
        <DeliverySlot slot={order.slot} pickup={order.fulfilment === 'pickup'} />
      </p>
      <table className="receipt-lines">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Meal</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={`${line.itemId}-${line.name}-${line.note}-${line.options.map((o) => o.choiceId)}`}>
              <th scope="row">
                {line.name}
                <LineChoices options={line.options} note={line.note} />
              </th>
              <td>{line.quantity}</td>
              <td>
                <Kes amount={line.unitPriceKes} />
              </td>
              <td>
                <Kes amount={line.lineTotalKes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PriceSummary
        subtotalKes={order.subtotalKes}
        deliveryFeeKes={order.deliveryFeeKes}
        pickup={order.fulfilment === 'pickup'}
        totalKes={order.totalKes}
        savingKes={order.savingKes}
        discountKes={order.discountKes}
      />
      <h2>
        <Trans>Payment</Trans>
      </h2>
      <p>
        {_(PAYMENT_METHOD_LABELS[order.paymentMethod])}
        {payment ? ` · ${_(PAYMENT_STATUS_LABELS[payment.status])}` : null}
        {code ? (
          <>
            {' · '}
            <Trans>Coupon {code}</Trans>
          </>
        ) : null}
      </p>
      {receipt ? (
        <p>
          <Trans>M-Pesa receipt: {receipt}</Trans>
        </p>
      ) : null}
      {pickupAt ? (
        <>
          <h2>
            <Trans>Collected at</Trans>
          </h2>
          <p>
            {order.kitchen.name}: {pickupAt.landmark}, {pickupAt.neighbourhood}
          </p>
        </>
      ) : (
        <>
          <h2>
            <Trans>Delivered to</Trans>
          </h2>
          <DeliveryAddress address={order.deliveryAddress} />
        </>
      )}
      <button type="button" className="button no-print" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </button>
    </article>
  )
}
