import { createFileRoute } from '@tanstack/react-router'

/** The kitchen's board listens here: GET /api/kitchen/events relayed with the session. */
export const Route = createFileRoute('/live/kitchen')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { relayEventStream } = await import('../../server/live-proxy.server')
        const after = new URL(request.url).searchParams.get('after') ?? undefined
        return relayEventStream(request, (api, options) =>
          api.shop.kitchen.events.$get(
            { query: after && /^\d{1,10}$/.test(after) ? { after } : {} },
            options,
          ),
        )
      },
    },
  },
})
