import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CartView } from '../../contracts/cart.responses'
import { unwrap } from '../../lib/api-errors'
import type { Service } from '../../lib/catalogue-lists'
import { inSharedRender } from '../../session/shared-render'
import { getCart, getCartCount } from './cart.functions'

/**
 * The shopper's food cart, its lines priced. Keyed under 'me', so signing in or out drops it and
 * the header loads the right person's cart.
 */
export const cartQuery = queryOptions({
  queryKey: ['me', 'cart'],
  queryFn: async () => unwrap(await getCart()),
})

/**
 * A service's cart: food's is `cartQuery`; another service's is keyed under it, so whatever
 * drops the food cart (signing in or out) drops every cart.
 */
export const cartQueryOf = (service: Service) =>
  service === 'food'
    ? cartQuery
    : queryOptions({
        queryKey: [...cartQuery.queryKey, service],
        queryFn: async () => unwrap(await getCart({ data: { service } })),
      })

/**
 * How many portions the cart holds, for the header on every page: one small read, where pricing
 * the lines took five (the root loads this; pages that show lines load `cartQuery` too). Keyed
 * under the cart, so whatever invalidates the cart refreshes the count as well.
 */
export const cartCountQuery = queryOptions({
  queryKey: [...cartQuery.queryKey, 'count'],
  queryFn: async () => unwrap(await getCartCount()),
})

/**
 * For a page whose meals show how many of them are in the cart (QuantityControl; the route also
 * sets `staticData.cartLines`): the cart's lines load beside the page's own data, which this
 * resolves to. It waits for the cart even when the page fails, so that the header of a "not
 * found" page still counts the cart.
 */
export async function withCartLines<T>(
  queryClient: QueryClient,
  page: Promise<T>,
  service: Service = 'food',
): Promise<T> {
  // A shared page's server render shows no one's cart: its personal part brings the lines.
  if (inSharedRender()) return page
  const [data, cart] = await Promise.allSettled([page, queryClient.ensureQueryData(cartQueryOf(service))])
  if (data.status === 'rejected') throw data.reason
  if (cart.status === 'rejected') throw cart.reason
  return data.value
}

export const showCart = (queryClient: QueryClient, cart: CartView) =>
  queryClient.setQueryData(cartQueryOf(cart.service).queryKey, cart)

/** How many portions of a meal are in the cart (its first line: a cart line's own count is its `quantity`). */
export const quantityIn = (cart: CartView | undefined, itemId: number) =>
  cart?.groups.flatMap((g) => g.lines).find((line) => line.meal.id === itemId)?.quantity ?? 0
