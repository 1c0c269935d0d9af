/**
 * The browser protections every answer carries, page, API or static file (DESIGN, Security).
 * No imports: `scripts/serve.ts` loads this file as it is, for the files it serves itself.
 */

const YEAR_S = 365 * 24 * 60 * 60

/** Headers every response gets. `https`: the public origin is https (HSTS only ever there). */
export function protect(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  // Location only for our own pages ('near me'); no camera, microphone or payment APIs.
  headers.set('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()')
  if (https) headers.set('Strict-Transport-Security', `max-age=${YEAR_S}; includeSubDomains`)
}

/** An SVG's policy: it runs nothing, loads nothing and is framed by no one. */
export const SVG_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'"

/**
 * A static file from the build (scripts, styles, images, the service worker): the protections
 * above, and for an SVG, which a browser opened on its own runs as a document of our origin, a
 * policy that lets it run nothing, load nothing and be framed by no one. Scripts keep no policy:
 * the one on the service worker's script would govern the worker.
 */
export function protectStaticFile(response: Response, https: boolean): Response {
  protect(response.headers, https)
  if ((response.headers.get('content-type') ?? '').startsWith('image/svg+xml'))
    response.headers.set('Content-Security-Policy', SVG_POLICY)
  return response
}
