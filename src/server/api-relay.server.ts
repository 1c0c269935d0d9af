/** Headers that belong to one connection, not to the message: never passed on (RFC 9110 §7.6.1). */
const CONNECTION_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
]

/** What a client is told when the API tier cannot be reached: a JSON error like the API's own. */
const unreachable = () =>
  Response.json({ message: 'The API did not answer. Try again in a moment.' }, { status: 502 })

/**
 * An `/api/*` request reaching a web tier whose API runs elsewhere (decision 0098): passed on to
 * API_URL as it came (method, path, query, headers, a streamed body), answered as the API tier
 * answered (a live event stream flows through as it comes). The API tier sees the shopper's
 * address in X-Forwarded-For as this tier resolved it (its TRUST_PROXY counts this tier), and
 * answers uncompressed: the serving script compresses once, for the client.
 */
export async function relayToApiTier(
  request: Request,
  apiUrl: string,
  clientAddress: string | undefined,
): Promise<Response> {
  const incoming = new URL(request.url)
  const base = new URL(apiUrl)
  const target = `${base.origin}${base.pathname.replace(/\/$/, '')}${incoming.pathname.replace(/^\/api/, '')}${incoming.search}`
  const headers = new Headers(request.headers)
  for (const name of CONNECTION_HEADERS) headers.delete(name)
  headers.delete('x-forwarded-for')
  if (clientAddress) headers.set('x-forwarded-for', clientAddress)
  headers.set('accept-encoding', 'identity')
  const hasBody = !['GET', 'HEAD'].includes(request.method)
  let answer: Response
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
      // A request body is streamed through, not read into memory first.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  } catch (error) {
    if (request.signal.aborted) throw error
    return unreachable()
  }
  const kept = new Headers(answer.headers)
  for (const name of CONNECTION_HEADERS) kept.delete(name)
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: kept })
}
