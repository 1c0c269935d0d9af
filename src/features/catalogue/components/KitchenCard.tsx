import { Trans } from '@lingui/react/macro'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { Kes } from '../../../components/format/Kes'
import { useContentLang } from '../../../i18n/use-content-lang'
import type { KitchenSummary } from '../catalogue.types'
import { Distance } from './Distance'
import { feeFrom, joinFacts, leadTime } from './fulfilment-facts'
import { RatingStars } from './RatingStars'

/**
 * A kitchen in a list: cover, name, neighbourhood, rating, delivery fee and whether it is open,
 * and how far it is when the list was answered for the shopper's place (`distanceKm`).
 * `priority`: the cover is the page's LCP image, fetched at high priority (React preloads it in
 * the HTML's head) instead of lazily.
 */
export function KitchenCard({
  kitchen,
  priority = false,
  compact = false,
}: {
  kitchen: KitchenSummary
  priority?: boolean
  /** A list's small card (two a row on a phone): no tagline; the rest on short lines. */
  compact?: boolean
}) {
  const contentLang = useContentLang()
  // In its service's terms: a chef's travel booked days ahead, a farmer's harvest days.
  const feeText = feeFrom(kitchen.service, <Kes amount={kitchen.deliveryFeeKes} />, kitchen.fulfilment)
  const timing = leadTime(kitchen.service, kitchen.prepMinutes)
  const stars = <RatingStars score={kitchen.rating} reviews={kitchen.ratingCount} />
  const open = (
    <span className={kitchen.openNow ? 'badge badge-open' : 'badge'}>
      {kitchen.openNow ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
    </span>
  )
  const away =
    kitchen.distanceKm === undefined ? null : (
      <>
        {' · '}
        <Distance km={kitchen.distanceKm} />
      </>
    )
  const lines = compact ? (
    <>
      <p className="card-meta">{joinFacts([stars, timing])}</p>
      {feeText ? <p className="card-meta">{feeText}</p> : null}
      <p className="card-meta">
        {open} {kitchen.neighbourhood}
        {away}
      </p>
    </>
  ) : (
    <>
      <p className="card-meta">
        {kitchen.neighbourhood}
        {away} · {stars}
      </p>
      <p className="card-text" {...contentLang(kitchen.language)}>
        {kitchen.tagline}
      </p>
      <p className="card-meta">{joinFacts([feeText, timing, open])}</p>
    </>
  )
  // One card, two densities: the compact one (lists) drops the tagline and puts each fact on a line.
  return (
    <article className={compact ? 'card card-compact' : 'card'} aria-labelledby={`kitchen-${kitchen.id}`}>
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
          <CatalogueLink service={kitchen.service} what="provider" id={kitchen.id}>
            {kitchen.name}
          </CatalogueLink>
        </h3>
        {lines}
      </div>
    </article>
  )
}
