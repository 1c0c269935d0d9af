import { createFileRoute } from '@tanstack/react-router'

/**
 * An application's document for the browser: GET /api/kitchen-applications/{id}/documents/{kind}
 * relayed with the session cookies (the API lets only operators and the applicant see it), with
 * the API's own headers (type, Content-Disposition, nosniff, no caching).
 */
export const Route = createFileRoute('/files/applications/$id/$kind')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const { relayDocument } = await import('../../../../server/document-proxy.server')
        return relayDocument(params.id, params.kind)
      },
    },
  },
})
