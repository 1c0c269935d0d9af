import { createFileRoute } from '@tanstack/react-router'

/** The header's notification bell listens here: GET /api/notifications/events relayed with the session. */
export const Route = createFileRoute('/live/notifications')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { relayEventStream } = await import('../../server/live-proxy.server')
        const after = new URL(request.url).searchParams.get('after') ?? undefined
        return relayEventStream(request, (api, options) =>
          api.shop.notifications.events.$get(
            { query: after && /^\d{1,10}$/.test(after) ? { after } : {} },
            options,
          ),
        )
      },
    },
  },
})
