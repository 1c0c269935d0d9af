import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getCart } from './cart.functions'
import type { CartView } from './cart.types'

/**
 * The shopper's food cart. Keyed under 'me', so signing in or out drops it and the header
 * loads the right person's cart.
 */
export const cartQuery = queryOptions({
  queryKey: ['me', 'cart'],
  queryFn: async () => unwrap(await getCart()),
})

export const showCart = (queryClient: QueryClient, cart: CartView) =>
  queryClient.setQueryData(cartQuery.queryKey, cart)

/** How many portions of a meal are in the cart (its first line: a cart line's own count is its `quantity`). */
export const quantityIn = (cart: CartView | undefined, itemId: number) =>
  cart?.groups.flatMap((g) => g.lines).find((line) => line.meal.id === itemId)?.quantity ?? 0
