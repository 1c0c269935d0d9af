import { randomUUID } from 'node:crypto'
import { log, safeError, withRequestId } from '../lib/log.server'

/** The response header (and accepted request header) carrying the request id. */
const REQUEST_ID_HEADER = 'x-request-id'

/** An id a proxy in front already gave the request is kept if it is plainly an id. */
const ACCEPTED_ID = /^[\w.-]{8,100}$/

/**
 * The path as logged: never the query (reset and sign-in links, OAuth codes and searches travel
 * there), and the M-Pesa callback's secret segment censored.
 */
const loggedPath = (url: URL) =>
  url.pathname.replace(/(\/mpesa\/callback\/)[^/]+/, '$1[secret]').slice(0, 300)

/**
 * Handles one request with its id in scope, answers the id as `X-Request-Id` and writes one
 * log line for it: method, path, status and the milliseconds until the response started.
 */
export async function loggedRequest(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const offered = request.headers.get(REQUEST_ID_HEADER)
  const requestId = offered && ACCEPTED_ID.test(offered) ? offered : randomUUID()
  const started = performance.now()
  const line = (status: number) => ({
    method: request.method,
    path: loggedPath(new URL(request.url)),
    status,
    ms: Math.round(performance.now() - started),
  })
  return withRequestId(requestId, async () => {
    let response: Response
    try {
      response = await handle()
    } catch (error) {
      // A shopper who closed the page is not a fault of ours (499: nginx's "client closed").
      if (request.signal.aborted) log().info(line(499), 'request aborted by the client')
      else log().error({ ...line(500), err: safeError(error) }, 'request failed')
      throw error
    }
    log().info(line(response.status), 'request')
    const headers = new Headers(response.headers)
    headers.set(REQUEST_ID_HEADER, requestId)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  })
}
