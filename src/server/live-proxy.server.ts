import type { ApiClient } from './api-client.server'
import { apiClient } from './api-client.server'
import { requestOptions } from './api-request.server'
import { sessionCallContext } from './request-context.server'

/**
 * The browser's EventSource cannot send the Bearer token (it lives in httpOnly cookies), so
 * the web relays the API's event stream: the session cookies become the Bearer header, the
 * browser's Last-Event-ID goes along on a reconnect, and the stream is passed through as it
 * comes (a closed tab cancels it, which ends the API's stream). No timeout: a stream is long.
 */
export async function relayEventStream(
  request: Request,
  call: (
    client: ApiClient,
    options: { headers: Record<string, string>; init: RequestInit },
  ) => Promise<Response>,
  /** The answer without a session (the header's bell: 204, see below). */
  signedOutStatus = 401,
) {
  const client = await apiClient()
  const context = await sessionCallContext(client)
  if (!context.accessToken) return new Response(null, { status: signedOutStatus })
  const { headers } = requestOptions(context)
  headers.Accept = 'text/event-stream'
  const lastEventId = request.headers.get('last-event-id')
  if (lastEventId) headers['Last-Event-ID'] = lastEventId
  const answer = await call(client, { headers, init: { signal: request.signal } })
  if (answer.status === 401) return new Response(null, { status: signedOutStatus })
  if (!answer.ok || !answer.body) return new Response(null, { status: answer.status })
  return new Response(answer.body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
