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
  return async (c, next) => {
    const maxBytes = typeof limit === 'number' ? limit : limit(c)
    const { method } = c.req
    if (method === 'GET' || method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined) return Number(declared) > maxBytes ? tooLarge(c) : next()
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
        return tooLarge(c)
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
