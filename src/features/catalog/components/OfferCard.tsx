import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Kes } from '../../../components/format/Kes'
import { QuantityControl } from '../../cart/components/QuantityControl'
import type { Offer } from '../catalog.types'

/** An offer: how much off, on which meal (or the whole menu) of which kitchen, until when. */
export function OfferCard({ offer }: { offer: Offer }) {
  const { i18n } = useLingui()
  const percent = offer.percentOff
  const until = new Date(offer.endsAt).toLocaleDateString(i18n.locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'Africa/Nairobi',
  })
  return (
    <article className="card offer-card" aria-labelledby={`offer-${offer.id}`}>
      <img
        className="card-image"
        src={offer.kitchen.coverImage}
        alt=""
        width={800}
        height={300}
        loading="lazy"
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
          <Link to="/food/kitchens/$id" params={{ id: String(offer.kitchen.id) }}>
            {offer.kitchen.name}
          </Link>{' '}
          · {offer.kitchen.neighbourhood} · <Trans>until {until}</Trans>
        </p>
        {offer.meal ? (
          <p className="meal-price">
            <span>
              <s>{<Kes amount={offer.meal.priceKes} />}</s>{' '}
              <strong>{<Kes amount={offer.meal.offerPriceKes} />}</strong>
            </span>
            <QuantityControl itemId={offer.meal.id} name={offer.meal.name} />
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
