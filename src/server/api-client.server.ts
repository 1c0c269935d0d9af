import { getRequest } from '@tanstack/react-start/server'
import { hc } from 'hono/client'
import type { AuthApi } from '../api/auth'
import type { ShopApi } from '../api/shop'
import type { SessionAndUser } from '../domain/accounts/sessions'
import { inProcessApi } from './in-process-api.server'

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** Where one API answers: a base URL and the fetch that reaches it. */
export type Endpoint = { baseUrl: string; fetch: Fetch }

/**
 * Typed Hono RPC clients for both APIs of SPEC §7. The same client speaks to the API
 * in-process (its fetch is the Hono app's) or over HTTP to a remote API tier; callers
 * cannot tell the difference.
 */
export function createApiClient(endpoints: { auth: Endpoint; shop: Endpoint }) {
  return {
    auth: hc<AuthApi>(endpoints.auth.baseUrl, { fetch: endpoints.auth.fetch }),
    shop: hc<ShopApi>(endpoints.shop.baseUrl, { fetch: endpoints.shop.fetch }),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** The origin the in-process client addresses; such a request never leaves the process. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid'

let defaultClient: Promise<ApiClient> | undefined

const sessionReadsByPage = new WeakMap<Request, Map<string, Promise<SessionAndUser | undefined>>>()

/**
 * The session reads shared by the API calls of the page being rendered: a GET page changes no
 * session, so its calls may share what the first one read (the root loader's session and cart
 * each read it). Anything else, or a call outside a request, reads its own.
 */
function pageSessionReads() {
  let page: Request
  try {
    page = getRequest()
  } catch {
    return undefined
  }
  if (page.method !== 'GET') return undefined
  let reads = sessionReadsByPage.get(page)
  if (!reads) {
    reads = new Map()
    sessionReadsByPage.set(page, reads)
  }
  return reads
}

/**
 * The client of this process: HTTP to API_URL (and AUTH_API_URL, else API_URL's /auth) where set,
 * else in-process.
 */
export function apiClient(): Promise<ApiClient> {
  defaultClient ??= (async () => {
    const { env } = await import('../config/env')
    const { AUTH_API_URL, API_URL } = env()
    // Loaded only when some API runs in-process, so a pure SSR tier never loads database code.
    const inProcess = async (path: string): Promise<Endpoint> => {
      const apiApp = await inProcessApi()
      return {
        baseUrl: `${IN_PROCESS_ORIGIN}${path}`,
        // In-process calls come from this server's own functions: their X-Forwarded-For is trusted.
        fetch: async (input, init) =>
          apiApp.fetch(new Request(input, init), {
            trustForwardedFor: true,
            pageSessionReads: pageSessionReads(),
          }),
      }
    }
    // An API tier serves both APIs (`npm run serve:api`): its Auth API is under API_URL's /auth.
    const authUrl = AUTH_API_URL ?? (API_URL ? `${API_URL}/auth` : undefined)
    return createApiClient({
      auth: authUrl ? { baseUrl: authUrl, fetch } : await inProcess('/api/auth'),
      shop: API_URL ? { baseUrl: API_URL, fetch } : await inProcess('/api'),
    })
  })()
  return defaultClient
}
