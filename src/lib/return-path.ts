/**
 * A return address from a URL is only ever a path on this site ("/account?tab=1"): anything
 * that could leave it ("//evil.example", "https://…", "/\\evil") is dropped (open redirects).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  return value
}
