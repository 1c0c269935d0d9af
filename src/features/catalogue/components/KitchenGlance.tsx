import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import type { Kitchen } from '../catalogue.types'
import { feeFrom, joinFacts, leadTime, quotedDelivery } from './fulfilment-facts'
import { RatingStars } from './RatingStars'

/**
 * The kitchen at a glance, on one line under its name: rating, delivery (the fee and minutes to
 * the shopper's place when the API knows it, decision record 0037, else the base fee and the
 * cooking time) and whether it is open. The whole facts (where, hours, minimum, the story)
 * follow the menu, so a phone reaches the meals on its first screen.
 */
export function KitchenGlance({ kitchen }: { kitchen: Kitchen }) {
  const quote = kitchen.delivery.quote
  const fee = <Kes amount={kitchen.deliveryFeeKes} />
  // A kitchen that only hands orders over at its door has no delivery to price (decision record 0116).
  const delivery =
    !quote || kitchen.fulfilment === 'pickup'
      ? joinFacts([
          leadTime(kitchen.service, kitchen.prepMinutes),
          feeFrom(kitchen.service, fee, kitchen.fulfilment),
        ])
      : quotedDelivery(quote, fee, kitchen.fulfilment)
  return (
    <p className="kitchen-glance">
      {joinFacts([
        <RatingStars key="stars" score={kitchen.rating} reviews={kitchen.ratingCount} />,
        delivery,
        <span key="open" className={kitchen.openNow ? 'badge badge-open' : 'badge'}>
          {kitchen.openNow ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
        </span>,
      ])}
    </p>
  )
}
