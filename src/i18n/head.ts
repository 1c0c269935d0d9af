import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../config/constants'
import { loadedCatalogue } from './catalogue-store'
import { i18nFor } from './instance'
import { DEFAULT_LOCALE, LOCALES, type LocaleCode, localeByCode } from './locales'
import { localizePath } from './routing'

type MatchLike = { context?: unknown; loaderData?: unknown; pathname?: string }

const hasLocale = (value: unknown): value is { locale: LocaleCode } =>
  typeof value === 'object' &&
  value !== null &&
  localeByCode((value as { locale?: string }).locale) !== undefined
const hasOrigin = (value: unknown): value is { origin: string } =>
  typeof value === 'object' && value !== null && typeof (value as { origin?: unknown }).origin === 'string'

/** The i18n of a page's head(): built from the root match's locale and catalogue. */
function headI18n(matches: readonly MatchLike[]): I18n {
  const root = matches[0]
  const locale = hasLocale(root?.context) ? root.context.locale : DEFAULT_LOCALE
  return i18nFor(locale, loadedCatalogue(locale) ?? {})
}

/** SPEC §1: the title template is the product name followed by the page title. */
function pageTitle(i18n: I18n, title: MessageDescriptor | string): string {
  return `${BRAND_NAME} | ${typeof title === 'string' ? title : i18n._(title)}`
}

/** What every page says about itself (SPEC §1): title, keywords, summary and description. */
export type PageMeta = {
  title: MessageDescriptor | string
  description: MessageDescriptor | string
  /** The site's own keywords where a page names none. */
  keywords?: MessageDescriptor | string | undefined
  /** The description where a page gives no shorter summary. */
  summary?: MessageDescriptor | string | undefined
}

/** SPEC §1: a page without a title of its own is titled Food. */
const DEFAULT_TITLE = msg`Food`
const SITE_KEYWORDS = msg`home-cooked food, Nairobi, Kenyan food, food delivery, M-Pesa`

/** The head of the 404 page, wherever it is shown (its own route, or any path that matches none). */
export const NOT_FOUND_META: PageMeta = {
  title: msg`Page not found`,
  description: msg`This page could not be found`,
}

/** The head of the error page, wherever it is shown (its own route, or a page whose loading failed). */
export const ERROR_META: PageMeta = { title: msg`Error`, description: msg`An error occurred` }

/**
 * A page's head: translated title and metadata, and hreflang alternates to the same page in
 * every routed locale (x-default: English, which has no prefix). Alternates are absolute URLs
 * on the public origin the root loader read: crawlers (and Lighthouse) refuse relative ones.
 */
export function pageHead(matches: readonly MatchLike[], meta: PageMeta) {
  const i18n = headI18n(matches)
  const text = (m: MessageDescriptor | string) => (typeof m === 'string' ? m : i18n._(m))
  const title = pageTitle(i18n, text(meta.title) || DEFAULT_TITLE)
  const description = text(meta.description)
  const keywords = text(meta.keywords || SITE_KEYWORDS)
  const summary = meta.summary ? text(meta.summary) : description
  // An index route's match path ends in "/" ("/food/kitchens/"): the page's URL does not.
  const path = (matches[matches.length - 1]?.pathname ?? '/').replace(/(.)\/$/, '$1')
  const rootData = matches[0]?.loaderData
  const origin = hasOrigin(rootData) ? rootData.origin : ''
  return {
    meta: [
      { title },
      { name: 'title', content: title },
      { name: 'description', content: description },
      { name: 'keywords', content: keywords },
      { name: 'summary', content: summary },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:locale', content: i18n.locale.replace('-', '_') },
    ],
    links: [
      ...LOCALES.map((l) => ({
        rel: 'alternate',
        hrefLang: l.code,
        href: `${origin}${localizePath(path, l.code)}`,
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    ],
  }
}
