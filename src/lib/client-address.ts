/**
 * The address of the client, for rate limits. X-Forwarded-For is a list each proxy appends to:
 * its leftmost entries are whatever the client wrote, so only the hops our own proxies added
 * can be believed. With `trustedProxies` proxies in front, the client is the address the
 * outermost of them saw: that many places from the right of "forwarded hops + socket address".
 */
export function clientAddressFrom(
  forwardedFor: string | null | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  // The nearest proxy is the socket's peer, whether or not the server knows its address.
  const chain = [...hops, socketAddress ?? '']
  // Fewer hops than proxies: the request came around them; the leftmost is all there is.
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] || socketAddress
}
