import { createFileRoute } from '@tanstack/react-router'

/**
 * A renewed document for the browser: GET /api/document-renewals/{id}/document relayed with the
 * session cookies (the API lets only operators and the kitchen that sent it see it), with the
 * API's own headers (type, Content-Disposition, nosniff, no caching).
 */
export const Route = createFileRoute('/files/renewals/$id')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { relayRenewal } = await import('../../../server/document-proxy.server')
        return relayRenewal(params.id)
      },
    },
  },
})
