/** The headers of the API's file answer that the browser gets too. */
const KEPT = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'content-security-policy',
]

/**
 * A file the API answered (a document, a statement), given to the browser with the API's own
 * type, name and caching headers; a refusal as its bare status, never cached.
 */
export function relayedFile(answer: Response): Response {
  if (!answer.ok)
    return new Response(null, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
  const kept = new Headers()
  for (const name of KEPT) {
    const value = answer.headers.get(name)
    if (value) kept.set(name, value)
  }
  return new Response(answer.body, { status: 200, headers: kept })
}
