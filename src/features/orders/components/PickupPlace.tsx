import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import { directionsUrl, pinUrl } from '../../../lib/map-links'
import type { Order } from '../orders.types'

/**
 * Where the shopper collects a picked-up order (decision record 0116): the kitchen's landmark and
 * area, directions and its pin, and the cash to bring. Nothing shows for a delivered order.
 */
export function PickupPlace({ order }: { order: Order }) {
  const place = order.pickupAt
  if (!place) return null
  const kitchen = order.kitchen.name
  const landmark = place.landmark
  const area = place.neighbourhood
  const due = <Kes amount={order.dueKes} />
  const finished = ['delivered', 'declined', 'cancelled'].includes(order.status)
  return (
    <section className="pickup-place" aria-labelledby="pickup-place-title">
      <h2 id="pickup-place-title">
        <Trans>You collect this order</Trans>
      </h2>
      <p>
        <Trans>
          At <bdi>{kitchen}</bdi>: {landmark}, {area}.
        </Trans>
      </p>
      {finished ? null : (
        <>
          <p>
            {order.status === 'ready' ? (
              <strong>
                <Trans>It is ready: go and collect it.</Trans>
              </strong>
            ) : (
              <Trans>We tell you here when it is ready to collect.</Trans>
            )}
            {order.dueKes > 0 && order.paymentMethod === 'cash' ? (
              <>
                {' '}
                <Trans>Pay {due} in cash when you collect it.</Trans>
              </>
            ) : null}
          </p>
          <p className="pickup-place-actions">
            <a className="button" href={directionsUrl(place)} rel="noreferrer" target="_blank">
              <Trans>Directions</Trans>
            </a>{' '}
            <a
              className="button button-secondary"
              href={pinUrl(place.lat, place.lng)}
              rel="noreferrer"
              target="_blank"
            >
              <Trans>Map pin</Trans>
            </a>
          </p>
        </>
      )}
    </section>
  )
}
