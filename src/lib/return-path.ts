import { splitLocalePath } from '../i18n/routing'

/**
 * A return address from a URL is only ever a path on this site ("/account?tab=1"): anything
 * that could leave it ("//evil.example", "https://…", "/\\evil") is dropped (open redirects).
 * It is the router's path, which the router puts the page's locale prefix on when it goes
 * there (record 0007): a public path's own prefix ("/sw-KE/cart/food", a link copied from the
 * address bar) is taken off, or the shopper landed on "/sw-KE/sw-KE/cart/food", a 404.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined
  const end = value.search(/[?#]/)
  const path = end === -1 ? value : value.slice(0, end)
  // Checked after the prefix is off: "/sw-KE//evil.example" is "//evil.example".
  const target = `${splitLocalePath(path).path}${end === -1 ? '' : value.slice(end)}`
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined
  return target
}

/**
 * The search of an auth page that carries a return address on (sign in → register → verify),
 * so the shopper lands where the guard sent them from, not on the home page.
 */
export function returnSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeReturnPath(search.redirect)
  return redirect ? { redirect } : {}
}
