import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Rail } from '../../components/Rail'
import { MealOrderControl } from '../../features/cart/components/MealOrderControl'
import { CuisineChips } from '../../features/catalogue/components/CuisineChips'
import { KitchenCard } from '../../features/catalogue/components/KitchenCard'
import { MealCard } from '../../features/catalogue/components/MealCard'
import { OfferCard } from '../../features/catalogue/components/OfferCard'
import { HowItWorks } from '../../features/site/components/HowItWorks'
import { deliveryDayChoices } from '../../lib/catalogue-filters'
import type { DeliveryPlace } from './delivery-place'
import { HomeSearch } from './HomeSearch'
import { homeRails } from './home-data'
import { HomeDeliverTo, HomeOrderAgain } from './ShopperParts'

/** "See all" beside a rail's heading, to its whole list. */
const SeeAll = ({ children }: { children: ReactNode }) => <span className="rail-see-all">{children}</span>

/**
 * The home page (`/` and `/food`), as a food app opens: where to deliver, a search box, cuisines,
 * then rails of kitchens and meals, each a sideways row with a link to its whole list; then
 * SPEC's how-it-works block. Everything is rendered on the server from the loader's answers.
 */
export function HomeFeed({ place }: { place: DeliveryPlace }) {
  const rails = homeRails(place !== null)
  const openNear = useSuspenseQuery(rails.openNear).data
  const popular = useSuspenseQuery(rails.popular).data
  const offers = useSuspenseQuery(rails.offers).data
  const tomorrow = useSuspenseQuery(rails.tomorrow).data
  const newest = useSuspenseQuery(rails.newest).data
  const tomorrowDay = deliveryDayChoices()[1]
  const preorderRail =
    tomorrow.items.length > 0 ? (
      <Rail
        id="rail-tomorrow"
        title={<Trans>Pre-order for tomorrow</Trans>}
        seeAll={
          <SeeAll>
            <Link to="/food/meals" search={{ deliveryDay: tomorrowDay }}>
              <Trans>See all</Trans>
            </Link>
          </SeeAll>
        }
      >
        {tomorrow.items.map((meal) => (
          <li key={meal.id}>
            <MealCard meal={meal} showKitchen compact />
          </li>
        ))}
      </Rail>
    ) : null
  // At night nothing is open: what can be ordered now is tomorrow's food, so it leads.
  const nothingOpen = openNear.items.length === 0
  return (
    <main className="page home">
      <div className="home-top">
        <h1 className="home-title">
          <Trans>Home-cooked food near you</Trans>
        </h1>
        <HomeDeliverTo place={place} />
      </div>
      <HomeSearch />
      <CuisineChips />
      {nothingOpen ? preorderRail : null}
      {openNear.items.length > 0 ? (
        <Rail
          id="rail-open-near"
          title={place ? <Trans>Open now near you</Trans> : <Trans>Open now</Trans>}
          seeAll={
            <SeeAll>
              <Link to="/food/kitchens" search={{ openNow: true, ...(place ? { sort: 'distance' } : {}) }}>
                <Trans>See all</Trans>
              </Link>
            </SeeAll>
          }
        >
          {openNear.items.map((kitchen, index) => (
            <li key={kitchen.id}>
              <KitchenCard kitchen={kitchen} compact priority={index === 0} />
            </li>
          ))}
        </Rail>
      ) : null}
      <HomeOrderAgain />
      <Rail
        id="rail-popular"
        title={<Trans>Most ordered this month</Trans>}
        seeAll={
          <SeeAll>
            <Link to="/food/meals" search={{ sort: 'popularity' }}>
              <Trans>See all</Trans>
            </Link>
          </SeeAll>
        }
      >
        {popular.items.map((meal) => (
          <li key={meal.id}>
            <MealCard meal={meal} showKitchen compact action={<MealOrderControl meal={meal} />} />
          </li>
        ))}
      </Rail>
      {offers.items.length > 0 ? (
        <Rail
          id="rail-offers"
          title={<Trans>Offers</Trans>}
          seeAll={
            <SeeAll>
              <Link to="/food/offers">
                <Trans>See all</Trans>
              </Link>
            </SeeAll>
          }
        >
          {offers.items.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                orderControl={(meal) => <MealOrderControl meal={{ ...meal, kitchen: offer.kitchen }} />}
              />
            </li>
          ))}
        </Rail>
      ) : null}
      {nothingOpen ? null : preorderRail}
      <Rail
        id="rail-new"
        title={<Trans>New kitchens</Trans>}
        seeAll={
          <SeeAll>
            <Link to="/food/kitchens" search={{ sort: 'newest' }}>
              <Trans>See all</Trans>
            </Link>
          </SeeAll>
        }
      >
        {newest.items.map((kitchen) => (
          <li key={kitchen.id}>
            <KitchenCard kitchen={kitchen} compact />
          </li>
        ))}
      </Rail>
      <HowItWorks service="food" />
    </main>
  )
}
