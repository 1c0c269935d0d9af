import { cookieName, scriptCookieAttributes } from './cookie-names'

/**
 * Where a shopper without an address said they are ("Near me" on the map): the web server sends
 * it to the API as X-STORE-LOCATION (SPEC §7), so kitchen pages price delivery to it (record
 * 0037). It stays on the shopper's phone, rounded to about 100 m, for a day; visitor pages are
 * not cached for a request that carries it (src/server/page-cache.server.ts).
 */
export const STORE_LOCATION_COOKIE = cookieName('hc_store_location')

const ONE_DAY_S = 24 * 60 * 60

export function rememberStoreLocation(lat: number, lng: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; a plain cookie the server reads for its first render.
  document.cookie = `${STORE_LOCATION_COOKIE}=${lat.toFixed(3)},${lng.toFixed(3)}; ${scriptCookieAttributes(ONE_DAY_S)}`
}
