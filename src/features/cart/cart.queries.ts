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

/** A cart line's choices and note beside its meal (none: the meal's plain line). */
export type LineKey = { choiceIds: number[]; note: string }

/** How many portions a line holds: the meal's plain line unless `key` names another. */
export const quantityIn = (cart: CartView | undefined, itemId: number, key?: LineKey) =>
  cart?.groups
    .flatMap((g) => g.lines)
    .find(
      (l) =>
        l.meal.id === itemId && `${l.choiceIds}|${l.note}` === (key ? `${key.choiceIds}|${key.note}` : '|'),
    )?.quantity ?? 0
