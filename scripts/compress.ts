/**
 * Gzip for dynamic responses (server-rendered HTML, API JSON). Static files are compressed by
 * srvx's static middleware; this covers what the fetch handler renders per request.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    // Server-sent events: gzip would hold each event back until its buffer fills.
    type.startsWith('text/event-stream') ||
    !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
