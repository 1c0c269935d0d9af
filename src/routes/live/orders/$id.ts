import { createFileRoute } from '@tanstack/react-router'

/** The shopper's order page listens here: GET /api/orders/{id}/events relayed with the session. */
export const Route = createFileRoute('/live/orders/$id')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        if (!/^\d{1,9}$/.test(params.id)) return new Response(null, { status: 404 })
        const { relayEventStream } = await import('../../../server/live-proxy.server')
        const after = new URL(request.url).searchParams.get('after') ?? undefined
        return relayEventStream(request, (api, options) =>
          api.shop.orders[':id'].events.$get(
            { param: { id: params.id }, query: after && /^\d{1,10}$/.test(after) ? { after } : {} },
            options,
          ),
        )
      },
    },
  },
})
