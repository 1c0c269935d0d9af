import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { showCart } from '../../../features/cart/cart.queries'
import { CancelOrder } from '../../../features/orders/components/CancelOrder'
import { DeliveryHandover } from '../../../features/orders/components/DeliveryHandover'
import { OrderDetails } from '../../../features/orders/components/OrderDetails'
import { OrderHeadline } from '../../../features/orders/components/OrderHeadline'
import { OrderTimeline } from '../../../features/orders/components/OrderTimeline'
import { PickupPlace } from '../../../features/orders/components/PickupPlace'
import { ReorderButton } from '../../../features/orders/components/ReorderButton'
import { ORDERS_KEY, orderQuery } from '../../../features/orders/orders.queries'
import { PaymentNow } from '../../../features/payments/components/PaymentNow'
import { PaymentPanel } from '../../../features/payments/components/PaymentPanel'
import { usePaymentHeadline } from '../../../features/payments/components/use-payment-headline'
import { PAYMENTS_KEY } from '../../../features/payments/payments.queries'
import { OrderReview } from '../../../features/reviews/components/OrderReview'
import { pageHead } from '../../../i18n/head'
import { useLiveEvents } from '../../../lib/live-events'
import { idParam, orNotFound } from '../../../lib/route-loading'

export const Route = createFileRoute('/account/orders/$id')({
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(orderQuery(idParam(params.id)))),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Your order`, description: msg`Your order and its payment.` }),
  component: OrderPage,
})

/**
 * The order page, in the order a shopper on a phone needs it: the status (with a failed
 * prompt's reason), what to do now (the M-Pesa prompt, a new one, the review once delivered),
 * the steps so far; then what was ordered, the payment's record, and "Cancel order" at the foot,
 * away from "Order again".
 */
function OrderPage() {
  const { id } = Route.useParams()
  const queryClient = useQueryClient()
  const { data: order } = useSuspenseQuery(orderQuery(Number(id)))
  const paymentHeadline = usePaymentHeadline(order)
  const number = order.id
  // The order follows the kitchen live: each event (or a payment's result) reads it again. The
  // orders and payments lists show its status too, and the idle prefetch of the sidebar's links
  // may have cached them while the payment was pending: shown from that copy, the payments page
  // said "Waiting for your M-Pesa PIN" for an order already paid (CI saw it). They are dropped,
  // not marked stale: a prefetch still in flight would have marked its old answer fresh again.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey })
    for (const queryKey of [ORDERS_KEY, PAYMENTS_KEY])
      queryClient.removeQueries({ queryKey, type: 'inactive' })
  }
  useLiveEvents(`/live/orders/${order.id}?after=${order.lastEventId}`, {
    onOrder: refresh,
    onPayment: refresh,
    onOpen: refresh,
  })
  return (
    <>
      <div className="order-title">
        <h1>
          <Trans>Order {number}</Trans>
        </h1>
        <Link to="/account/orders">
          <Trans>All orders</Trans>
        </Link>
      </div>
      <OrderHeadline order={order} payment={paymentHeadline} />
      <PaymentNow order={order} onRetried={refresh} />
      <DeliveryHandover order={order} />
      <PickupPlace order={order} />
      <OrderReview order={order} orderKey={orderQuery(order.id).queryKey} />
      <OrderTimeline order={order} />
      <OrderDetails order={order} />
      <div className="order-actions">
        <ReorderButton orderId={order.id} onReordered={(cart) => showCart(queryClient, cart)} />
        <p>
          <Link to="/account/orders/$id/receipt" params={{ id: String(order.id) }}>
            <Trans>Receipt</Trans>
          </Link>
        </p>
      </div>
      <PaymentPanel order={order} />
      <CancelOrder order={order} />
    </>
  )
}
