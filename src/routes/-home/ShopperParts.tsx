import { useQuery } from '@tanstack/react-query'
import { addressesQuery } from '../../features/addresses/addresses.queries'
import { OrderAgainRail } from '../../features/orders/components/OrderAgainRail'
import { ordersQuery } from '../../features/orders/orders.queries'
import { sessionQuery } from '../../session/session.queries'
import { DeliverTo } from './DeliverTo'
import type { DeliveryPlace } from './delivery-place'
import { defaultAddressOf } from './home-data'

/**
 * The home's two parts that are the shopper's own (decision 0101), each reading the shopper
 * itself: when the personal part arrives only they render again, not the rails around them.
 */

/** "Deliver to": the chosen area, else the signed-in shopper's default address. */
export function HomeDeliverTo({ place }: { place: DeliveryPlace }) {
  const signedIn = Boolean(useQuery(sessionQuery).data)
  const addresses = useQuery({ ...addressesQuery({ page: 1 }), enabled: signedIn && place === null }).data
  return <DeliverTo place={place ?? (signedIn ? defaultAddressOf(addresses) : null)} signedIn={signedIn} />
}

/** "Order again": the signed-in shopper's last orders. */
export function HomeOrderAgain() {
  const signedIn = Boolean(useQuery(sessionQuery).data)
  const orders = useQuery({ ...ordersQuery(1), enabled: signedIn }).data
  return orders ? <OrderAgainRail orders={orders.items} /> : null
}
