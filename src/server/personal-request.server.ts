import { parseCookie } from 'cookie-es'
import { PAGE_CACHE_KEY_COOKIES } from './page-cache.server'

/** A rider's page carries its credential in the path (decision record 0111): personal too. */
const RIDER_PAGE = /^\/(?:[a-z]{2,3}-KE\/)?rider\//i

/**
 * Whether the answer to this request may depend on who sent it: a Bearer token or cart token
 * (the API), or any cookie beyond the ones that only pick a look (theme, store, language): a
 * session, a cart, a sign-in in progress. Such answers are `Cache-Control: no-store`, so no
 * browser or shared cache keeps one shopper's page, cart or account for the next.
 */
export function isPersonalRequest(request: Request): boolean {
  if (request.headers.has('authorization') || request.headers.has('x-cart-token')) return true
  if (RIDER_PAGE.test(new URL(request.url).pathname)) return true
  const names = Object.keys(parseCookie(request.headers.get('cookie') ?? ''))
  return names.some((name) => !PAGE_CACHE_KEY_COOKIES.includes(name))
}
