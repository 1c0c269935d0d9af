import { errorBody } from '../api/errors'

/** Methods that change nothing (RFC 9110 safe methods): any site may send them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a browser sent this request from a page of another site (decision record 0027).
 * `Sec-Fetch-Site` is the browser's own word; browsers without it send `Origin` on every
 * POST, compared by host with the address the request came to (a proxy may end TLS in front)
 * and with the public origin. A request with neither is not a browser's cross-site request:
 * the mobile apps, partners and Daraja's callback send none, and they never hold a cookie.
 */
export function isCrossSite(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null && origin === publicOrigin) return false
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site !== 'same-origin' && site !== 'none'
  if (origin === null) return false
  try {
    return new URL(origin).host !== new URL(request.url).host
  } catch {
    // "null" (a sandboxed frame, a privacy redirect) or garbage: not our page.
    return true
  }
}

/**
 * Refuses a state-changing request from another site with 403 in the API's error shape, before
 * it reaches a page, a server function (sign-in and registration included: a forged sign-in
 * would put the shopper in someone else's account) or the API. `anyMethod`: reads too (server
 * functions, which only our own pages call, src/start.ts).
 */
export function refuseCrossSite(
  request: Request,
  publicOrigin: string,
  options: { anyMethod?: boolean } = {},
): Response | undefined {
  if (!options.anyMethod && SAFE_METHODS.has(request.method)) return undefined
  if (!isCrossSite(request, publicOrigin)) return undefined
  return Response.json(errorBody('request.crossSite'), { status: 403 })
}
