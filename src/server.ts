import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { scriptsAfterPaint } from './boot/scripts-after-paint.server'
import { PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_TTL_MS } from './config/constants'
import { env, publicOrigin } from './config/env'
import { db } from './db/database.server'
import { currentCatalogueVersion } from './domain/catalogue/catalogue-version'
import { rootLocaleRedirect } from './i18n/root-redirect'
import { startBackend, stopBackend } from './server/backend.server'
import { protectStaticFile } from './server/browser-protections.server'
import { refuseCrossSite } from './server/cross-site.server'
import { createPageCache } from './server/page-cache.server'
import { isPersonalRequest } from './server/personal-request.server'
import { remoteCatalogueVersion } from './server/remote-catalogue-version.server'
import { loggedRequest } from './server/request-log.server'
import { withSecurityHeaders } from './server/security-headers.server'
import { SERVER_FN_PREFIX, serverFnRequest } from './server/server-fn-requests.server'

/**
 * The server entry. Validating the configuration at import makes a bad value stop the
 * server at start, naming the variable, instead of failing on the first request.
 */
env()

const startHandler = createStartHandler(defaultStreamHandler)
// Every page's code starts after its content has painted (decision 0050); kept pages are kept so.
// Not in development, where Vite's own client scripts load the page's modules.
const handler = import.meta.env.PROD
  ? async (request: Request) => scriptsAfterPaint(await startHandler(request))
  : startHandler

// Set: this process renders pages only and calls the API tier there over HTTP (decision 0098).
const remoteApi = env().API_URL

// Visitors' pages are rendered once and served again until the catalogue changes (decision 0014).
const pageCache = createPageCache({
  catalogueVersion: remoteApi
    ? remoteCatalogueVersion(remoteApi)
    : async () => currentCatalogueVersion(await db()),
  ttlMs: PAGE_CACHE_TTL_MS,
  maxEntries: PAGE_CACHE_MAX_ENTRIES,
})

// HSTS only where the public origin is https (never on a developer's http://localhost).
const origin = publicOrigin(env())
const https = env().NODE_ENV === 'production' && origin.startsWith('https:')

/**
 * A server function call's body is limited and checked before Start reads it (record 0059): a
 * refusal answers here, anything else goes on with its body in memory.
 */
async function serveServerFn(request: Request, nonce: string): Promise<Response> {
  const checked = await serverFnRequest(request)
  return checked instanceof Response ? checked : pageCache.serve(checked, handler, nonce)
}

export default {
  // One log line and id per request; a state-changing request from another site is refused
  // before anything reads it (record 0027).
  fetch: (request: Request) =>
    loggedRequest(request, () =>
      withSecurityHeaders(
        (nonce) =>
          refuseCrossSite(request, origin) ??
          rootLocaleRedirect(request) ??
          (request.url.includes(SERVER_FN_PREFIX)
            ? serveServerFn(request, nonce)
            : pageCache.serve(request, handler, nonce)),
        { https, personal: isPersonalRequest(request) },
      ),
    ),
}

/** The protections of a file `scripts/serve.ts` serves from the build itself, not through `fetch`. */
export const protectStatic = (response: Response): Response => protectStaticFile(response, https)

/** Opens and migrates the database (seeding the demo outside production) before the first request. */
export async function warmUp(): Promise<void> {
  // A web tier calling a remote API tier owns no database (decision 0098).
  if (!remoteApi) await startBackend()
}

/** Lets the serving process close the database cleanly (PGlite flushes on close). */
export async function shutdown(): Promise<void> {
  await stopBackend()
}
