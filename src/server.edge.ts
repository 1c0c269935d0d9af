import { env } from './config/env'
import { consoleLines, createLogger, setLogger } from './lib/log.server'
import { cacheApiPageStore } from './server/cache-api-page-store.server'
import { remoteCatalogueVersion } from './server/remote-catalogue-version.server'
import { createWebHandler } from './server/web-handler.server'

/**
 * The server entry on Cloudflare Workers (`npm run build:edge`, decision 0100): the web tier only.
 * It renders pages and calls the API tier at API_URL over HTTP; it owns no database, starts no
 * sweep and answers `/api/*` by passing the request on. Its variables arrive as `process.env`
 * (wrangler.jsonc's `vars` and secrets, with `nodejs_compat`); the build's files are served by
 * Cloudflare's asset handling before this code runs.
 */
setLogger(createLogger(consoleLines))

const apiUrl = env().API_URL
if (!apiUrl)
  throw new Error('API_URL is not set: the edge web tier calls the API tier there (npm run serve:api).')

// Kept pages are shared by the isolates of a location through its Cache API (decision 0101).
const web = createWebHandler(remoteCatalogueVersion(apiUrl), { sharedStore: cacheApiPageStore })

/**
 * Cloudflare puts the shopper's address in CF-Connecting-IP; whatever X-Forwarded-For the client
 * wrote is theirs, not a proxy's. The app reads the address from one trusted X-Forwarded-For hop
 * (TRUST_PROXY=1 in wrangler.jsonc), so that hop is Cloudflare's.
 */
function withShopperAddress(request: Request): Request {
  const address = request.headers.get('cf-connecting-ip')
  const headers = new Headers(request.headers)
  headers.delete('x-forwarded-for')
  if (address) headers.set('x-forwarded-for', address)
  return new Request(request, { headers })
}

export default {
  fetch: (request: Request) => web.fetch(withShopperAddress(request)),
}
