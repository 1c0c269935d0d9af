import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { MealOrderControl } from '../../features/cart/components/MealOrderControl'
import type { Meal, Offer } from '../../features/catalogue/catalogue.types'
import { MealCard } from '../../features/catalogue/components/MealCard'
import { OfferCard } from '../../features/catalogue/components/OfferCard'
import type { Service } from '../../lib/catalogue-lists'
import { SERVICE_DEFINITIONS, type SectionRole, sectionFor } from '../../lib/service-definitions'

/**
 * The pieces the grocery, farm, chef and cookbook pages share (not a route: the router skips
 * files whose name starts with '-'): their items with the cart's Add where the service sells them,
 * their offers, and a heading that links to a section.
 */

export function ItemGrid({ service, items }: { service: Service; items: Meal[] }) {
  const sold = SERVICE_DEFINITIONS[service].sold
  return (
    <ul className="card-grid list-grid">
      {items.map((item, index) => (
        <li key={item.id}>
          <MealCard
            meal={item}
            showKitchen
            compact
            priority={index === 0}
            action={sold ? <MealOrderControl meal={item} /> : null}
          />
        </li>
      ))}
    </ul>
  )
}

/** An offer with the cart's Add for its item, as every offer list shows it. */
export const ServiceOfferCard = ({ offer }: { offer: Offer }) => (
  <OfferCard
    offer={offer}
    orderControl={(meal) => <MealOrderControl meal={{ ...meal, kitchen: offer.kitchen }} />}
  />
)

export function OfferGrid({ offers }: { offers: Offer[] }) {
  return (
    <ul className="card-grid list-grid">
      {offers.map((offer) => (
        <li key={offer.id}>
          <ServiceOfferCard offer={offer} />
        </li>
      ))}
    </ul>
  )
}

/** "See all" beside a home rail's heading, to the section's whole list. */
export function SeeAllOf({ service, list }: { service: Service; list: SectionRole }) {
  return (
    <span className="rail-see-all">
      <Link to="/$service/$section" params={{ service, section: sectionFor(service, list) }}>
        <Trans>See all</Trans>
      </Link>
    </span>
  )
}

/** What a list with nothing in it says (a service switched on before anyone offers in it). */
export function NothingYet() {
  return (
    <p className="empty-state">
      <Trans>Nobody offers this near you yet. Check back soon.</Trans>
    </p>
  )
}
