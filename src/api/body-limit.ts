import type { Context, MiddlewareHandler } from 'hono'

/**
 * Refuses request bodies over the limit (a number, or one per request) with `tooLarge`. A declared Content-Length is checked
 * without reading; a body without one (chunked) is read up to the limit and handed on as a
 * plain Request. Unlike hono/body-limit, it never rebuilds the request from the server's own
 * request object: srvx's Node request cannot be copied that way, which made every body-less
 * DELETE or POST over HTTP answer 500.
 */
export function limitBody(
  limit: number | ((c: Context) => number),
  tooLarge: (c: Context) => Response,
): MiddlewareHandler {
  /**
   * The refusal closes the connection (`Connection: close`): the rest of the body is never
   * read, and a kept-alive connection would carry it as the next request's start; a client
   * still sending it hung or was reset mid-answer over a kept-alive connection.
   */
  const refuse = (c: Context) => {
    const response = tooLarge(c)
    response.headers.set('Connection', 'close')
    return response
  }
  return async (c, next) => {
    const maxBytes = typeof limit === 'number' ? limit : limit(c)
    const { method } = c.req
    if (method === 'GET' || method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined) return Number(declared) > maxBytes ? refuse(c) : next()
    const stream = c.req.raw.body
    if (!stream) return next()
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return refuse(c)
      }
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.url, {
      method,
      headers: new Headers(c.req.raw.headers),
      body: size > 0 ? Buffer.concat(chunks) : null,
      signal: c.req.raw.signal,
    })
    return next()
  }
}
