import { createFileRoute } from '@tanstack/react-router'

/**
 * The kitchen's earnings statement for the browser (the earnings page's download link):
 * GET /api/kitchen/earnings/statement relayed with the session cookies, with the API's headers
 * (text/csv, the file's name, no caching).
 */
export const Route = createFileRoute('/files/kitchen-earnings')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { relayEarningsStatement } = await import('../../server/earnings-statement.server')
        return relayEarningsStatement(new URL(request.url).searchParams)
      },
    },
  },
})
