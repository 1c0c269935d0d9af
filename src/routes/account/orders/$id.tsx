import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { showCart } from '../../../features/cart/cart.queries'
import { OrderDetails } from '../../../features/orders/components/OrderDetails'
import { ReorderButton } from '../../../features/orders/components/ReorderButton'
import { orderQuery } from '../../../features/orders/orders.queries'
import { PaymentPanel } from '../../../features/payments/components/PaymentPanel'
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

function OrderPage() {
  const { id } = Route.useParams()
  const queryClient = useQueryClient()
  const { data: order } = useSuspenseQuery(orderQuery(Number(id)))
  const number = order.id
  // The order follows the kitchen live: each event (or a payment's result) reads it again.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey })
  useLiveEvents(`/live/orders/${order.id}?after=${order.lastEventId}`, {
    onOrder: refresh,
    onPayment: refresh,
    onOpen: refresh,
  })
  return (
    <>
      <p>
        <Link to="/account/orders">
          <Trans>All orders</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Order {number}</Trans>
      </h1>
      <OrderDetails
        order={order}
        payment={
          <PaymentPanel
            order={order}
            onRetried={() => void queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey })}
          />
        }
      />
      <OrderReview order={order} orderKey={orderQuery(order.id).queryKey} />
      <p>
        <Link to="/account/orders/$id/receipt" params={{ id: String(order.id) }}>
          <Trans>Receipt</Trans>
        </Link>
      </p>
      <ReorderButton orderId={order.id} onReordered={(cart) => showCart(queryClient, cart)} />
    </>
  )
}
