import { apiApp } from './api/default-app.server'
import { env } from './config/env'
import { clientAddressFrom } from './lib/client-address'
import { startBackend, stopBackend } from './server/backend.server'
import { loggedRequest } from './server/request-log.server'

/**
 * The API tier's entry (`npm run serve:api`, decision 0098): the Hono app of SPEC §7 alone, with
 * the database, the sweeps and the M-Pesa simulator, and no page rendering. Web tiers reach it at
 * API_URL. Validating the configuration at import stops a bad value at start, naming it.
 */
env()

/** A request as srvx hands it over: with the socket's address. */
type ServedRequest = Request & { ip?: string }

export default {
  fetch: (request: ServedRequest) =>
    loggedRequest(request, async () => {
      const { pathname } = new URL(request.url)
      if (pathname !== '/api' && !pathname.startsWith('/api/')) {
        return Response.json({ message: 'This server answers the API only, under /api.' }, { status: 404 })
      }
      // The caller's address for rate limits and the session list: a web tier in front forwards
      // the shopper's, and counts as one of the TRUST_PROXY proxies.
      const clientAddress = clientAddressFrom(
        request.headers.get('x-forwarded-for'),
        request.ip,
        env().TRUST_PROXY,
      )
      return apiApp.fetch(request, { clientAddress })
    }),
}

export const warmUp = startBackend
export const shutdown = stopBackend
