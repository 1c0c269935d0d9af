import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import type { Neighbourhood } from '../../lib/catalogue-lists'
import { areaOfStoreLocation } from '../../lib/delivery-area'
import { STORE_LOCATION_COOKIE } from '../../lib/store-location'

/**
 * Where the home page delivers to, as it names it: an area chosen here (or shared by "Near me"),
 * else the signed-in shopper's default address, else nowhere yet. The API reads the same place
 * (X-STORE-LOCATION first, then the default address: src/api/shop/shopper-place.ts).
 */
export type DeliveryPlace =
  | { kind: 'area'; area: Neighbourhood }
  | { kind: 'address'; label: string; area: Neighbourhood }
  | null

/** The area of the store-location cookie: read by the server for the first render, then by the page. */
export const readStoreArea = createIsomorphicFn()
  .server(() => areaOfStoreLocation(getCookie(STORE_LOCATION_COOKIE)))
  .client(() =>
    areaOfStoreLocation(
      document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${STORE_LOCATION_COOKIE}=`))
        ?.slice(STORE_LOCATION_COOKIE.length + 1),
    ),
  )
