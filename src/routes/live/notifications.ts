import { createFileRoute } from '@tanstack/react-router'

/**
 * The header's notification bell listens here: GET /api/notifications/events relayed with the
 * session. Signed out meanwhile (the bell opens its stream as the shopper signs out), it answers
 * 204: an EventSource stops for good on it, without the failed-request error a 401 prints.
 */
export const Route = createFileRoute('/live/notifications')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { relayEventStream } = await import('../../server/live-proxy.server')
        const after = new URL(request.url).searchParams.get('after') ?? undefined
        return relayEventStream(
          request,
          (api, options) =>
            api.shop.notifications.events.$get(
              { query: after && /^\d{1,10}$/.test(after) ? { after } : {} },
              options,
            ),
          204,
        )
      },
    },
  },
})
