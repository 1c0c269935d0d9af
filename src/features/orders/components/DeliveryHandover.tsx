import { Trans } from '@lingui/react/macro'
import { Ltr } from '../../../components/format/Ltr'
import { localKenyanPhone } from '../../../lib/phone-format'
import type { Order } from '../orders.types'

/**
 * What the shopper needs at the door (decision record 0111): the 4-digit code that confirms the
 * delivery, given to whoever brings the food, and that rider's name and phone once the kitchen
 * handed the order over.
 */
export function DeliveryHandover({ order }: { order: Order }) {
  const code = order.deliveryCode
  const rider = order.rider
  if (!code) return null
  // Named, so a translator reads {riderName} and {riderPhone}, not {0} and {1}.
  const riderName = rider?.name
  const riderPhone = rider ? localKenyanPhone(rider.phone) : ''
  return (
    <section className="delivery-handover" aria-labelledby="delivery-code-title">
      <h2 id="delivery-code-title">
        <Trans>Your delivery code</Trans>
      </h2>
      <p className="delivery-code">
        <Ltr whole>{code}</Ltr>
      </p>
      <p>
        <Trans>Give it to the rider at your door, once you have your food. Never share it before.</Trans>
      </p>
      {rider ? (
        <p>
          <Trans>
            {riderName} brings your order:{' '}
            <a href={`tel:${rider.phone}`}>
              <Ltr whole>{riderPhone}</Ltr>
            </a>
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
