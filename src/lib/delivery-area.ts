import { NEIGHBOURHOODS, type Neighbourhood } from './catalogue-lists'
import { scriptCookieAttributes } from './cookie-names'
import { NEIGHBOURHOOD_CENTRES } from './neighbourhood-centres'
import { rememberStoreLocation, STORE_LOCATION_COOKIE } from './store-location'

/**
 * The home page's "Deliver to": an area of Nairobi chosen from the list is kept as its centre in
 * the store-location cookie, where the web server reads the place the API prices and sorts for
 * (X-STORE-LOCATION, src/lib/store-location.ts). The page names the place back by the area whose
 * centre is nearest, whether it was chosen here or shared by "Near me" on the map.
 */

/** The area whose centre is nearest to a point (straight lines: the areas are a few km apart). */
function areaNear(lat: number, lng: number): Neighbourhood {
  let best: Neighbourhood = NEIGHBOURHOODS[0]
  let bestSquared = Number.POSITIVE_INFINITY
  // Longitude degrees are shorter than latitude ones by cos(latitude): about 1 at Nairobi's -1.3°.
  for (const area of NEIGHBOURHOODS) {
    const centre = NEIGHBOURHOOD_CENTRES[area]
    const squared = (centre.lat - lat) ** 2 + (centre.lng - lng) ** 2
    if (squared < bestSquared) {
      best = area
      bestSquared = squared
    }
  }
  return best
}

/** The area a store-location cookie's "lat,lng" is in, or null when there is none (or it is not a place). */
export function areaOfStoreLocation(cookie: string | undefined): Neighbourhood | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(cookie ?? '')
  return match ? areaNear(Number(match[1]), Number(match[2])) : null
}

export const isNeighbourhood = (value: string): value is Neighbourhood =>
  (NEIGHBOURHOODS as readonly string[]).includes(value)

/** Delivers to this area from now on (a day, like "Near me"); null forgets the place. */
export function chooseDeliveryArea(area: Neighbourhood | null): void {
  if (area) {
    const { lat, lng } = NEIGHBOURHOOD_CENTRES[area]
    rememberStoreLocation(lat, lng)
    return
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the same plain cookie rememberStoreLocation writes, removed.
  document.cookie = `${STORE_LOCATION_COOKIE}=; ${scriptCookieAttributes(0)}`
}
