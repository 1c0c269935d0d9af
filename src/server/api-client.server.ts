import { hc } from 'hono/client'
import type { AuthApi } from '../api/auth'
import type { ShopApi } from '../api/shop'

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

/** The client of this process: HTTP to AUTH_API_URL / API_URL where set, else in-process. */
export function apiClient(): Promise<ApiClient> {
  defaultClient ??= (async () => {
    const { env } = await import('../config/env')
    const { AUTH_API_URL, API_URL } = env()
    // Loaded only when some API runs in-process, so a pure SSR tier never loads database code.
    const inProcess = async (path: string): Promise<Endpoint> => {
      const { apiApp } = await import('../api/default-app.server')
      return {
        baseUrl: `${IN_PROCESS_ORIGIN}${path}`,
        // In-process calls come from this server's own functions: their X-Forwarded-For is trusted.
        fetch: async (input, init) => apiApp.fetch(new Request(input, init), { trustForwardedFor: true }),
      }
    }
    return createApiClient({
      auth: AUTH_API_URL ? { baseUrl: AUTH_API_URL, fetch } : await inProcess('/api/auth'),
      shop: API_URL ? { baseUrl: API_URL, fetch } : await inProcess('/api'),
    })
  })()
  return defaultClient
}
