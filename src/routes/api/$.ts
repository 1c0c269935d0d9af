import { createFileRoute } from '@tanstack/react-router'

/** Every /api/* request goes to the Hono app (src/api/app.ts), which owns the REST contract. */
async function toApi({ request }: { request: Request }): Promise<Response> {
  const { apiApp } = await import('../../api/default-app.server')
  return apiApp.fetch(request)
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
