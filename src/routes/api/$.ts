import { createFileRoute } from '@tanstack/react-router'

/** Every /api/* request goes to the Hono app (src/api/app.ts), which owns the REST contract. */
async function toApi({ request }: { request: Request }): Promise<Response> {
  const [{ apiApp }, { requestClientAddress }] = await Promise.all([
    import('../../api/default-app.server'),
    import('../../server/request-context.server'),
  ])
  // The socket's address, or the one our trusted proxies saw (TRUST_PROXY), for rate limits.
  return apiApp.fetch(request, { clientAddress: requestClientAddress() })
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
