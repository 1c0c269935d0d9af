import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { Kes } from '../../../components/format/Kes'
import { formatNairobiDay } from '../../../lib/formatters'
import type { Offer } from '../catalogue.types'

/** An offer: how much off, on which meal (or the whole menu) of which kitchen, until when. */
/**
 * `orderControl` is the cart's Add/stepper for the offer's meal, handed in by the route; a meal with
 * options shows "Choose", to its page, instead (as MealCard does, decision record 0041).
 */
export function OfferCard({
  offer,
  orderControl,
  priority = false,
}: {
  offer: Offer
  orderControl: (meal: NonNullable<Offer['meal']>) => ReactNode
  /** The cover is the page's LCP image (the list's first card): fetched first, not lazily. */
  priority?: boolean
}) {
  const { i18n, t } = useLingui()
  const percent = offer.percentOff
  const until = formatNairobiDay(offer.endsAt, i18n.locale)
  return (
    <article className="card offer-card card-compact" aria-labelledby={`offer-${offer.id}`}>
      <img
        className="card-image"
        src={offer.kitchen.coverImage}
        alt=""
        width={800}
        height={300}
        {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
      <div className="card-body">
        <p className="badge badge-open">
          <Trans>{percent}% off</Trans>
        </p>
        <h2 id={`offer-${offer.id}`} className="card-title">
          {offer.title}
        </h2>
        <p className="card-text">{offer.description}</p>
        <p className="card-meta">
          <CatalogueLink service={offer.service} what="provider" id={offer.kitchen.id}>
            {offer.kitchen.name}
          </CatalogueLink>{' '}
          · {offer.kitchen.neighbourhood} · <Trans>until {until}</Trans>
        </p>
        {offer.meal ? (
          <p className="meal-price">
            <span>
              <s>{<Kes amount={offer.meal.priceKes} />}</s>{' '}
              <strong>{<Kes amount={offer.meal.offerPriceKes} />}</strong>
            </span>
            {offer.meal.hasOptions ? (
              <CatalogueLink service={offer.service} what="item" id={offer.meal.id}>
                {t`Choose`}
              </CatalogueLink>
            ) : (
              orderControl(offer.meal)
            )}
          </p>
        ) : (
          <p className="card-meta">
            <Trans>On the whole menu</Trans>
          </p>
        )}
      </div>
    </article>
  )
}
