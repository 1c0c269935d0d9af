import { Ltr } from '../../../components/format/Ltr'
import type { Order } from '../orders.types'

/** Where an order goes, as copied at checkout: on the order page and its receipt. */
export function DeliveryAddress({ address }: { address: Order['deliveryAddress'] }) {
  return (
    <address>
      {address.label}: {address.building}
      {address.floorAndDoor ? `, ${address.floorAndDoor}` : ''}, {address.neighbourhood}
      <br />
      {address.landmark}
      {address.directions ? (
        <>
          <br />
          {address.directions}
        </>
      ) : null}
      <br />
      <Ltr>{address.phone}</Ltr>
    </address>
  )
}
