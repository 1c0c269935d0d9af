import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { whenHydrated } from '../../boot/when-hydrated'
import type { Account } from '../../contracts/accounts.responses'
import { addressesQuery } from '../../features/addresses/addresses.queries'
import { cartCountQuery, cartQuery, showCart } from '../../features/cart/cart.queries'
import { favoritesQuery } from '../../features/favorites/favorites.queries'
import { ordersQuery } from '../../features/orders/orders.queries'
import type { ApiResult } from '../../lib/api-errors'
import { isPersonallyPlacedQuery } from '../../lib/placed-queries'
import { getPersonalPart } from '../../session/personal-part.functions'
import { sessionQuery } from '../../session/session.queries'
import { readStoreArea } from '../-home/delivery-place'

/**
 * A shared page (decision 0101) arrives without its reader: once it runs in the browser, one call
 * fetches the personal part and hands each piece to the query the page already reads (the account
 * to the header, the cart to its count and the meals' steppers, the favourites to the hearts, the
 * last orders to "Order again", the addresses to "Deliver to"). Pages rendered for one person
 * already hold it and call nothing.
 */
export function PersonalPart() {
  const queryClient = useQueryClient()
  const needs = useRouterState({
    select: (state) => ({
      cartLines: state.matches.some((match) => match.staticData.cartLines === true),
      home: state.matches.some((match) => match.staticData.homeFeed === true),
    }),
    structuralSharing: true,
  })
  const { cartLines, home } = needs
  useEffect(() => {
    if (queryClient.getQueryData(sessionQuery.queryKey) !== undefined) return
    let current = true
    const asked = Date.now()
    // Asked at once, shown once the page has hydrated: never inside a hydration task.
    const ready = whenHydrated()
    getPersonalPart({ data: { cartLines, home } }).then(
      async (part) => {
        await ready
        // The account may be known meanwhile: a route's loader (a link preloaded on a slow phone)
        // read it first. The same person's pieces still apply; after a sign-in or sign-out they
        // belong to no one on this page.
        const known = queryClient.getQueryData<Account | null>(sessionQuery.queryKey)
        if (!current || (known !== undefined && known?.user.id !== part.account?.user.id)) return
        // A piece the API refused is left out: its query then loads it, and shows the failure. A
        // piece the page changed meanwhile (a meal added while this was on its way) stays newer.
        const newer = (key: readonly unknown[]) =>
          (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) > asked
        const put = <T,>(key: readonly unknown[], result: ApiResult<T> | undefined) => {
          if (result?.errors === null && !newer(key)) queryClient.setQueryData(key, result.data)
        }
        // The lines even when there are none: a route's loader (a link preloaded) then finds them
        // instead of asking again, and racing a meal being added.
        if (part.lines?.errors === null && !newer(cartQuery.queryKey)) showCart(queryClient, part.lines.data)
        put(cartCountQuery.queryKey, part.count)
        put(favoritesQuery.queryKey, part.favorites)
        put(ordersQuery(1).queryKey, part.orders)
        put(addressesQuery({ page: 1 }).queryKey, part.addresses)
        // Last: what reads the account finds the rest already there.
        if (known === undefined) queryClient.setQueryData(sessionQuery.queryKey, part.account)
        // Without a chosen area the API prices and sorts for the default address: what the page
        // showed priced for a visitor (a kitchen's fee, "delivers to my address", nearest first)
        // is asked again for this shopper. Plain lists keep their "from" fees: refetching and
        // rendering every rail again cost the signed-in home its Total Blocking Time.
        const hasDefault =
          part.addresses?.errors === null && part.addresses.data.items.some((a) => a.isDefault)
        if (part.account && hasDefault && !readStoreArea())
          void queryClient.invalidateQueries({ predicate: isPersonallyPlacedQuery })
      },
      () => {
        // Out of reach: the page is a visitor's until the next page asks again.
        if (current && queryClient.getQueryData(sessionQuery.queryKey) === undefined)
          queryClient.setQueryData(sessionQuery.queryKey, null)
      },
    )
    return () => {
      current = false
    }
  }, [queryClient, cartLines, home])
  return null
}
