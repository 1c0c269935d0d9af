import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { scriptsAfterPaint } from '../boot/scripts-after-paint.server'
import { PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_TTL_MS } from '../config/constants'
import { env, publicOrigin } from '../config/env'
import { rootLocaleRedirect } from '../i18n/root-redirect'
import { protectStaticFile } from './browser-protections.server'
import { refuseCrossSite } from './cross-site.server'
import { createPageCache, type SharedPageStore } from './page-cache.server'
import { isPersonalRequest } from './personal-request.server'
import { loggedRequest } from './request-log.server'
import { withSecurityHeaders } from './security-headers.server'
import { SERVER_FN_PREFIX, serverFnRequest } from './server-fn-requests.server'

/**
 * What every web tier does with a request, on Node (src/server.ts) and on Cloudflare Workers
 * (src/server.edge.ts): one log line and id, security headers, the cross-site refusal, the root's
 * locale redirect, then the page cache in front of Start's renderer (decisions 0014, 0027, 0098).
 * The entries differ only in where the catalogue version comes from.
 */
export function createWebHandler(
  catalogueVersion: () => Promise<number>,
  options: { sharedStore?: (ttlMs: number) => SharedPageStore } = {},
) {
  // Validating the configuration here makes a bad value stop the server at start, naming the
  // variable, instead of failing on the first request.
  env()
  const startHandler = createStartHandler(defaultStreamHandler)
  // Every page's code starts after its content has painted (decision 0050); kept pages are kept
  // so. Not in development, where Vite's own client scripts load the page's modules.
  const render = import.meta.env.PROD
    ? async (request: Request) => scriptsAfterPaint(await startHandler(request))
    : startHandler

  // Visitors' pages are rendered once and served again until the catalogue changes (decision 0014).
  const pageCache = createPageCache({
    catalogueVersion,
    ttlMs: PAGE_CACHE_TTL_MS,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    ...(options.sharedStore ? { sharedStore: options.sharedStore(PAGE_CACHE_TTL_MS) } : {}),
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
    return checked instanceof Response ? checked : pageCache.serve(checked, render, nonce)
  }

  return {
    // A state-changing request from another site is refused before anything reads it (record 0027).
    fetch: (request: Request) =>
      loggedRequest(request, () =>
        withSecurityHeaders(
          (nonce) =>
            refuseCrossSite(request, origin) ??
            rootLocaleRedirect(request) ??
            (request.url.includes(SERVER_FN_PREFIX)
              ? serveServerFn(request, nonce)
              : pageCache.serve(request, render, nonce)),
          { https, personal: isPersonalRequest(request) },
        ),
      ),
    /** The protections of a file served from the build itself, not through `fetch`. */
    protectStatic: (response: Response): Response => protectStaticFile(response, https),
  }
}
