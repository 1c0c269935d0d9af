import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import { DAYS } from '../../../lib/catalog-lists'
import { formatRating } from '../../../lib/formatters'
import type { Kitchen } from '../catalog.types'
import { DAY_LABELS } from '../catalog-labels'

/** Where the kitchen is, what delivery costs, how long it takes, and when it cooks. */
export function KitchenDetails({ kitchen }: { kitchen: Kitchen }) {
  const { _, i18n } = useLingui()
  const rating = formatRating(kitchen.rating, i18n.locale)
  const reviews = kitchen.ratingCount
  // To the shopper's shared location or default address when the API knows one, else the base
  // (decision record 0037): the page is at its byte budget, so no more than this.
  const quote = kitchen.delivery.quote
  const fee = <Kes amount={kitchen.deliveryFeeKes} />
  const eta = quote?.etaMinutes
  const minimum = <Kes amount={kitchen.minOrderKes} />
  const minutes = kitchen.prepMinutes
  const place = `${kitchen.neighbourhood} · ${kitchen.landmark}`
  // Set only while both documents are checked and unexpired (computed by the API when read).
  const until = kitchen.verification.verifiedUntil
  return (
    <div className="kitchen-details">
      <dl className="facts">
        <div>
          <dt>
            <Trans>Rating</Trans>
          </dt>
          <dd>
            <Trans>
              {rating} out of 5 ({reviews} reviews)
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>{place}</dd>
        </div>
        <div>
          <dt>
            <Trans>Delivery fee</Trans>
          </dt>
          <dd>
            {!quote ? (
              <Trans>from {fee}</Trans>
            ) : quote.deliverable ? (
              <Trans>
                {fee} · about {eta} min
              </Trans>
            ) : (
              <Trans>Does not deliver to your address</Trans>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Minimum order</Trans>
          </dt>
          <dd>{minimum}</dd>
        </div>
        <div>
          <dt>
            <Trans>Ready in</Trans>
          </dt>
          <dd>
            <Trans>about {minutes} minutes</Trans>
          </dd>
        </div>
        {until ? (
          <div>
            <dt className="badge badge-open">
              <Trans>Verified kitchen</Trans>
            </dt>
            <dd>
              <Trans>Medical certificate and county food licence checked; valid until {until}</Trans>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Now</Trans>
          </dt>
          <dd className={kitchen.openNow ? 'badge badge-open' : 'badge'}>
            {kitchen.openNow ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
          </dd>
          {kitchen.pausedUntil ? (
            <dd>
              <Trans>Paused: taking no orders for now</Trans>
            </dd>
          ) : null}
        </div>
      </dl>
      <details className="opening-hours">
        <summary>
          <Trans>Opening hours (Nairobi time)</Trans>
        </summary>
        <table>
          <tbody>
            {DAYS.map((day) => {
              const hours = kitchen.openingHours[day]
              return (
                <tr key={day}>
                  <th scope="row">{_(DAY_LABELS[day])}</th>
                  <td>{hours ? `${hours[0]}–${hours[1]}` : <Trans>Closed</Trans>}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </details>
    </div>
  )
}
