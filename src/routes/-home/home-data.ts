import type { QueryClient } from '@tanstack/react-query'
import type { AddressPage } from '../../contracts/addresses.responses'
import { addressesQuery } from '../../features/addresses/addresses.queries'
import { withCartLines } from '../../features/cart/cart.queries'
import { kitchensQuery, mealsQuery, offersQuery } from '../../features/catalogue/catalogue.queries'
import { ordersQuery } from '../../features/orders/orders.queries'
import { deliveryDayChoices } from '../../lib/catalogue-filters'
import { sessionQuery } from '../../session/session.queries'
import { inSharedRender } from '../../session/shared-render'
import { type DeliveryPlace, readStoreArea } from './delivery-place'

/** How many cards a rail holds: two and a bit show on a phone, the rest a swipe away. */
const RAIL = { page: 1, perPage: 10 }

/**
 * The home page's rails (as Glovo and Uber Eats open): each is a list the API already answers,
 * asked with the filters and sort that make it. "Nearest first" only when a place is known, so
 * a visitor's page stays the one the page cache shares (src/server/page-cache.server.ts).
 */
export const homeRails = (placeKnown: boolean) => ({
  openNear: kitchensQuery({ ...RAIL, openNow: true, sort: placeKnown ? 'distance' : 'rating' }),
  popular: mealsQuery({ ...RAIL, sort: 'popularity' }),
  offers: offersQuery(RAIL),
  // The Nairobi day after today: the meals that can still be pre-ordered for it.
  tomorrow: mealsQuery({ ...RAIL, deliveryDay: deliveryDayChoices()[1], sort: 'popularity' }),
  newest: kitchensQuery({ ...RAIL, sort: 'newest' }),
})

/** The default one of the shopper's addresses as a place (null without one). */
export function defaultAddressOf(addresses: AddressPage | undefined): DeliveryPlace {
  const chosen = addresses?.items.find((address) => address.isDefault)
  return chosen ? { kind: 'address', label: chosen.label, area: chosen.neighbourhood } : null
}

/** The signed-in shopper's default address as a place, when no area was chosen here. */
async function defaultAddressPlace(queryClient: QueryClient): Promise<DeliveryPlace> {
  return defaultAddressOf(await queryClient.ensureQueryData(addressesQuery({ page: 1 })))
}

/**
 * Everything the home page shows, fetched at once; the page renders it on the server in one go.
 * The home is shared (decision 0101): its server render knows no shopper, so its place is the
 * chosen area only; the default address and the last orders come with the personal part.
 */
export async function loadHome(queryClient: QueryClient): Promise<{ place: DeliveryPlace }> {
  const area = readStoreArea()
  const account = inSharedRender() ? null : await queryClient.ensureQueryData(sessionQuery)
  const place: DeliveryPlace = area
    ? { kind: 'area', area }
    : account
      ? await defaultAddressPlace(queryClient)
      : null
  const rails = homeRails(place !== null)
  await withCartLines(
    queryClient,
    Promise.all([
      queryClient.ensureQueryData(rails.openNear),
      queryClient.ensureQueryData(rails.popular),
      queryClient.ensureQueryData(rails.offers),
      queryClient.ensureQueryData(rails.tomorrow),
      queryClient.ensureQueryData(rails.newest),
      account ? queryClient.ensureQueryData(ordersQuery(1)) : undefined,
    ]),
  )
  return { place }
}
