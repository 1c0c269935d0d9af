import { createFileRoute } from '@tanstack/react-router'

/**
 * Every /api/* request goes to the Hono app (src/api/app.ts), which owns the REST contract: in
 * this process, or on the API tier at API_URL when this process renders pages only (decision 0098).
 */
async function toApi({ request }: { request: Request }): Promise<Response> {
  const [{ env }, { requestClientAddress }] = await Promise.all([
    import('../../config/env'),
    import('../../server/request-context.server'),
  ])
  // The socket's address, or the one our trusted proxies saw (TRUST_PROXY), for rate limits.
  const clientAddress = requestClientAddress()
  const { API_URL } = env()
  if (API_URL) {
    const { relayToApiTier } = await import('../../server/api-relay.server')
    return relayToApiTier(request, API_URL, clientAddress)
  }
  const { inProcessApi } = await import('../../server/in-process-api.server')
  return (await inProcessApi()).fetch(request, { clientAddress })
}

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      GET: toApi,
      POST: toApi,
      PUT: toApi,
      PATCH: toApi,
      DELETE: toApi,
      OPTIONS: toApi,
      HEAD: toApi,
    },
  },
})
