import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Kes } from '../../../components/format/Kes'
import { formatRating } from '../../../lib/formatters'
import type { KitchenSummary } from '../catalogue.types'

/**
 * A kitchen in a list: cover, name, neighbourhood, rating, delivery fee and whether it is open.
 * `priority`: the cover is the page's LCP image, fetched at high priority (React preloads it in
 * the HTML's head) instead of lazily.
 */
export function KitchenCard({ kitchen, priority = false }: { kitchen: KitchenSummary; priority?: boolean }) {
  const { t, i18n } = useLingui()
  const rating = formatRating(kitchen.rating, i18n.locale)
  const reviews = kitchen.ratingCount
  const fee = <Kes amount={kitchen.deliveryFeeKes} />
  const minutes = kitchen.prepMinutes
  return (
    <article className="card" aria-labelledby={`kitchen-${kitchen.id}`}>
      <img
        className="card-image"
        src={kitchen.coverImage}
        alt=""
        width={800}
        height={300}
        {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
      <div className="card-body">
        <h3 id={`kitchen-${kitchen.id}`} className="card-title">
          <Link to="/food/kitchens/$id" params={{ id: String(kitchen.id) }}>
            {kitchen.name}
          </Link>
        </h3>
        <p className="card-meta">
          {kitchen.neighbourhood} ·{' '}
          <span aria-hidden="true">
            ★ {rating} ({reviews})
          </span>
          <span className="visually-hidden">{t`Rated ${rating} out of 5 by ${reviews} people`}</span>
        </p>
        <p className="card-text">{kitchen.tagline}</p>
        <p className="card-meta">
          <Trans>Delivery from {fee}</Trans> · <Trans>{minutes} min</Trans> ·{' '}
          <span className={kitchen.openNow ? 'badge badge-open' : 'badge'}>
            {kitchen.openNow ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
          </span>
        </p>
      </div>
    </article>
  )
}
