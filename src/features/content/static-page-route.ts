import type { LocaleCode } from '../../i18n/locales'
import { unwrap } from '../../lib/api-errors'
import { fetchStaticContent } from './content.functions'
import type { StaticPageSlug } from './static-pages'

/** A static page's text changes with a deployment: a revisit within five minutes reuses it. */
export const STATIC_CONTENT_STALE_MS = 5 * 60_000

/** The loader of a static page: its text in the page's language. */
export const loadStaticContent =
  (slug: StaticPageSlug) =>
  async ({ context }: { context: { locale: LocaleCode } }) =>
    unwrap(await fetchStaticContent({ data: { slug, locale: context.locale } }))
