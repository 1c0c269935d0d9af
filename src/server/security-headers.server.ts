import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { env } from '../config/env'
import { protect } from './browser-protections.server'

/**
 * DESIGN, Security: every response carries the browser's protections, and every page a
 * Content-Security-Policy whose scripts must carry a nonce fresh for that response. Start puts
 * the router's nonce (src/router.tsx) on each script it writes; React on its streaming scripts.
 */
const nonces = new AsyncLocalStorage<string>()

/** The nonce of the response being rendered now (server only). */
export const currentNonce = (): string | undefined => nonces.getStore()

/** 128 random bits, as CSP asks of a nonce. */
const newNonce = () => randomBytes(16).toString('base64')

/**
 * Scripts: our own files and inline scripts with this response's nonce, nothing else (no
 * eval, no injected inline script). Styles allow inline attributes: the toaster positions
 * itself with them, and a style cannot run code. Images may come from any https origin (map
 * tiles, avatars). Nothing may frame the storefront.
 */
export const contentSecurityPolicy = (nonce: string, tileOrigin = mapTileOrigin()) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tileOrigin.startsWith('http:') ? ` ${tileOrigin}` : ''}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

/** The map's tile server (record 0038): an http one, self-hosted, must be named; https ones are allowed. */
function mapTileOrigin(): string {
  const host = /^https?:\/\/[^/]+/.exec(env().MAP_TILE_URL)?.[0] ?? ''
  // Leaflet's {s} subdomains: any subdomain of that host.
  return host.replace('{s}.', '*.')
}

/**
 * Renders a response with a fresh nonce in scope and adds the security headers. `https`: the
 * public origin is https in production (HSTS is only ever sent there). `personal`: the answer
 * may depend on who asked (a session, a cart): no cache may keep it, nor any answer that sets
 * a cookie.
 */
export async function withSecurityHeaders(
  render: (nonce: string) => Response | Promise<Response>,
  options: { https: boolean; personal: boolean },
): Promise<Response> {
  const nonce = newNonce()
  const response = await nonces.run(nonce, () => render(nonce))
  const headers = new Headers(response.headers)
  protect(headers, options.https)
  if (options.personal || headers.has('set-cookie')) headers.set('Cache-Control', 'no-store')
  if ((headers.get('content-type') ?? '').startsWith('text/html'))
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
