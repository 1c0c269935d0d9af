import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import type { Kitchen } from '../catalogue.types'
import { RatingStars } from './RatingStars'

/**
 * The kitchen at a glance, on one line under its name: rating, delivery (the fee and minutes to
 * the shopper's place when the API knows it, decision record 0037, else the base fee and the
 * cooking time) and whether it is open. The whole facts (where, hours, minimum, the story)
 * follow the menu, so a phone reaches the meals on its first screen.
 */
export function KitchenGlance({ kitchen }: { kitchen: Kitchen }) {
  const minutes = kitchen.prepMinutes
  const quote = kitchen.delivery.quote
  const eta = quote?.etaMinutes
  const fee = <Kes amount={kitchen.deliveryFeeKes} />
  const delivery = !quote ? (
    <>
      <Trans>{minutes} min</Trans> · <Trans>Delivery from {fee}</Trans>
    </>
  ) : quote.deliverable ? (
    <Trans>
      {fee} · about {eta} min
    </Trans>
  ) : (
    <Trans>Does not deliver to your address</Trans>
  )
  return (
    <p className="kitchen-glance">
      <RatingStars score={kitchen.rating} reviews={kitchen.ratingCount} /> · {delivery} ·{' '}
      <span className={kitchen.openNow ? 'badge badge-open' : 'badge'}>
        {kitchen.openNow ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
      </span>
    </p>
  )
}
