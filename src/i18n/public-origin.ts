import { createIsomorphicFn } from '@tanstack/react-start'
import { env, publicOrigin } from '../config/env'

/**
 * The storefront's public origin, for the absolute URLs crawlers require (hreflang alternates
 * must be fully qualified): `PUBLIC_URL` on the server, the page's own origin in the browser.
 */
export const readPublicOrigin = createIsomorphicFn()
  .server((): string => publicOrigin(env()))
  .client((): string => window.location.origin)
