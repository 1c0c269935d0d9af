import { createFileRoute } from '@tanstack/react-router'

/** Every /api/* request goes to the Hono app (src/api/app.ts), which owns the REST contract. */
async function toApi({ request }: { request: Request }): Promise<Response> {
  const [{ apiApp }, { getRequestIP }, { env }] = await Promise.all([
    import('../../api/default-app.server'),
    import('@tanstack/react-start/server'),
    import('../../config/env'),
  ])
  // The socket's address (or the proxy's X-Forwarded-For when TRUST_PROXY is set) for rate limits.
  return apiApp.fetch(request, { clientAddress: getRequestIP({ xForwardedFor: env().TRUST_PROXY }) })
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
