import { parseCookie } from 'cookie-es'
import { DEFAULT_LOCALE, LOCALE_COOKIE, localeByCode } from './locales'
import { negotiateLocale } from './negotiate'
import { localizePath } from './routing'

/**
 * SPEC §2: only the root path redirects, to the locale kept in the visitor's cookie or, with
 * no cookie, to the best supported match of Accept-Language (no match: stay in English).
 * Every other path is served as addressed. Returns null when the request should go on.
 */
export function rootLocaleRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (url.pathname !== '/') return null
  const cookie = parseCookie(request.headers.get('cookie') ?? '')[LOCALE_COOKIE]
  const chosen = cookie ? localeByCode(cookie)?.code : negotiateLocale(request.headers.get('accept-language'))
  if (!chosen || chosen === DEFAULT_LOCALE) return null
  return new Response(null, {
    status: 302,
    headers: { Location: `${localizePath('/', chosen)}${url.search}`, Vary: 'Cookie, Accept-Language' },
  })
}
