import { DEFAULT_LOCALE, LOCALES, type Locale, type LocaleCode, localeOf } from './locales'

const PREFIXED = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE)

/**
 * Splits a public path into its locale and the path the router knows: "/sw-KE/food" →
 * Kiswahili and "/food"; a path without a known prefix is English and is left as it is
 * (so an unknown prefix such as "/xx-KE/food" matches no route and answers 404).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  const locale = PREFIXED.find((l) => l.code.toLowerCase() === first.toLowerCase())
  if (!locale) return { locale: localeOf(DEFAULT_LOCALE), path: pathname }
  return { locale, path: `/${rest.join('/')}` }
}

/** The public path of a router path in a locale: "/food" in sw-KE → "/sw-KE/food". */
export function localizePath(path: string, code: LocaleCode): string {
  if (code === DEFAULT_LOCALE) return path
  return path === '/' || path === '' ? `/${code}` : `/${code}${path}`
}

/** The locale of a public href (path or absolute URL). */
export function localeOfHref(href: string): Locale {
  return splitLocalePath(new URL(href, 'http://local.invalid').pathname).locale
}
