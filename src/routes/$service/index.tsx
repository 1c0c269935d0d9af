import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Rail } from '../../components/Rail'
import { withCartLines } from '../../features/cart/cart.queries'
import { MealOrderControl } from '../../features/cart/components/MealOrderControl'
import { kitchensQuery, mealsQuery, offersQuery } from '../../features/catalogue/catalogue.queries'
import { KitchenCard } from '../../features/catalogue/components/KitchenCard'
import { MealCard } from '../../features/catalogue/components/MealCard'
import { HowItWorks } from '../../features/site/components/HowItWorks'
import { SERVICE_LABELS } from '../../features/site/components/ServiceButtons'
import { HOW_IT_WORKS, SECTION_LABELS, SERVICE_TITLES } from '../../features/site/service-texts'
import { pageHead } from '../../i18n/head'
import type { Service } from '../../lib/catalogue-lists'
import { SERVICE_DEFINITIONS, sectionFor } from '../../lib/service-definitions'
import { NothingYet, SeeAllOf, ServiceOfferCard } from './-service-parts'

/** What a service home shows of each list: its best-rated providers, items and the offers running. */
const homeLists = (service: Service) => ({
  providers: kitchensQuery({ service, page: 1, perPage: 8 }),
  items: mealsQuery({ service, page: 1, perPage: 8 }),
  offers: offersQuery({ service, page: 1, perPage: 6 }),
})

/** A switched-on service's home (SPEC §1): its how-it-works, featured providers and items, and offers. */
export const Route = createFileRoute('/$service/')({
  staticData: { cartLines: true },
  loader: ({ context: { queryClient, service } }) => {
    const lists = homeLists(service)
    return withCartLines(
      queryClient,
      Promise.all([
        queryClient.ensureQueryData(lists.providers),
        queryClient.ensureQueryData(lists.items),
        queryClient.ensureQueryData(lists.offers),
      ]),
      // The cart the page's steppers and header count (the cookbook's home: the grocery cart).
      SERVICE_DEFINITIONS[service].cart,
    ).then(() => undefined)
  },
  head: ({ matches, match }) => {
    const service = match.context.service
    return pageHead(matches, { title: SERVICE_TITLES[service], description: HOW_IT_WORKS[service][0] })
  },
  component: ServiceHome,
})

function ServiceHome() {
  const { _ } = useLingui()
  const { service } = Route.useRouteContext()
  const lists = homeLists(service)
  const providers = useSuspenseQuery(lists.providers).data.items
  const items = useSuspenseQuery(lists.items).data.items
  const offers = useSuspenseQuery(lists.offers).data.items
  const sold = SERVICE_DEFINITIONS[service].sold
  const label = (role: 'providers' | 'items' | 'offers') => _(SECTION_LABELS[sectionFor(service, role)])
  return (
    <main className="page home">
      <h1 className="home-title">{_(SERVICE_LABELS[service])}</h1>
      {providers.length === 0 && items.length === 0 ? <NothingYet /> : null}
      {providers.length > 0 ? (
        <Rail
          id="rail-providers"
          title={label('providers')}
          seeAll={<SeeAllOf service={service} list="providers" />}
        >
          {providers.map((provider, index) => (
            <li key={provider.id}>
              <KitchenCard kitchen={provider} compact priority={index === 0} />
            </li>
          ))}
        </Rail>
      ) : null}
      {items.length > 0 ? (
        <Rail id="rail-items" title={label('items')} seeAll={<SeeAllOf service={service} list="items" />}>
          {items.map((item) => (
            <li key={item.id}>
              <MealCard
                meal={item}
                showKitchen
                compact
                action={sold ? <MealOrderControl meal={item} /> : null}
              />
            </li>
          ))}
        </Rail>
      ) : null}
      {offers.length > 0 ? (
        <Rail id="rail-offers" title={label('offers')} seeAll={<SeeAllOf service={service} list="offers" />}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <ServiceOfferCard offer={offer} />
            </li>
          ))}
        </Rail>
      ) : null}
      <HowItWorks service={service} />
    </main>
  )
}
