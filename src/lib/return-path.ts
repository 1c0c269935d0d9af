/**
 * A return address from a URL is only ever a path on this site ("/account?tab=1"): anything
 * that could leave it ("//evil.example", "https://…", "/\\evil") is dropped (open redirects).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  return value
}

/**
 * The search of an auth page that carries a return address on (sign in → register → verify),
 * so the shopper lands where the guard sent them from, not on the home page.
 */
export function returnSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeReturnPath(search.redirect)
  return redirect ? { redirect } : {}
}
