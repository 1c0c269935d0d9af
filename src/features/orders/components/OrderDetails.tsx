import { Trans } from '@lingui/react/macro'
import { LineChoices } from '../../../components/LineChoices'
import { LineTotal } from '../../../components/LineTotal'
import { PriceSummary } from '../../../components/PriceSummary'
import type { Order } from '../orders.types'
import { DeliveryAddress } from './DeliveryAddress'

/** What was ordered and where it goes (its status leads the page: OrderHeadline). */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.deliveryAddress
  const note = order.note
  const noteLine = note ? (
    <p>
      <Trans>Your note for the kitchen: {note}</Trans>
    </p>
  ) : null
  return (
    <>
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
        pickup={order.fulfilment === 'pickup'}
        totalKes={order.totalKes}
        savingKes={order.savingKes}
        discountKes={order.discountKes}
      />
      {order.fulfilment === 'pickup' ? (
        // Where it is collected is said above (PickupPlace); the address is only the shopper's contact.
        noteLine
      ) : (
        <section aria-labelledby="delivery-title">
          <h2 id="delivery-title">
            <Trans>Delivery</Trans>
          </h2>
          <DeliveryAddress address={address} />
          {noteLine}
        </section>
      )}
    </>
  )
}
