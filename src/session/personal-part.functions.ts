import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { listAddresses } from '../features/addresses/addresses.functions'
import { getCart, getCartCount } from '../features/cart/cart.functions'
import { getFavorites } from '../features/favorites/favorites.functions'
import { listOrders } from '../features/orders/orders.functions'
import { getSession } from './session.functions'

const PersonalPartInput = v.object({
  /** The page shows how many of each meal are in the cart: the priced lines, not the count. */
  cartLines: v.boolean(),
  /** The home page: the last orders to order again, the default address to deliver to. */
  home: v.boolean(),
})

/**
 * What a shared page shows of the person looking at it (decision 0101), in one `no-store` call
 * after its first paint: the account (the header's menu), the cart's count or its lines, the
 * favourites, the addresses (the default one is where the catalogue delivers when no area is
 * chosen) and on the home page the last orders. The page's HTML, the same for everyone, never
 * holds any of it. A visitor's call reads no session; a visitor without a cart reads nothing.
 */
export const getPersonalPart = createServerFn({ method: 'GET' })
  .validator(PersonalPartInput)
  .handler(async ({ data }) => {
    // A visitor's answer too: it is about whoever asked, never for a cache to keep.
    setResponseHeader('Cache-Control', 'no-store')
    const [account, lines, count] = await Promise.all([
      getSession(),
      data.cartLines ? getCart() : undefined,
      data.cartLines ? undefined : getCartCount(),
    ])
    const [favorites, orders, addresses] = account
      ? await Promise.all([
          getFavorites(),
          data.home ? listOrders({ data: { page: 1 } }) : undefined,
          listAddresses({ data: { page: 1 } }),
        ])
      : []
    return { account, lines, count, favorites, orders, addresses }
  })
