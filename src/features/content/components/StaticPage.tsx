import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { StaticContent } from '../../../contracts/content.responses'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { localisedLinks } from '../static-page-links'
import { STATIC_PAGES, type StaticPageSlug } from '../static-pages'

/**
 * A static page: its title, then its text from the content API (Markdown rendered and sanitised
 * by the API: decision record 0093), then what the route adds (a form, the how-it-works block).
 */
export function StaticPage({
  slug,
  content,
  children,
}: {
  slug: StaticPageSlug
  content: StaticContent
  children?: ReactNode
}) {
  const { _ } = useLingui()
  const locale = usePageLocale()
  // Text that fell back to English says so, for screen readers and translation tools (WCAG 3.1.2).
  const lang = content.language === locale.split('-')[0] ? undefined : content.language
  return (
    <article className="static-page">
      <h1>{_(STATIC_PAGES[slug].title)}</h1>
      <div
        className="static-page-text"
        lang={lang}
        // The API sends only the tags of Markdown's own structure, sanitised against an allow-list.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content API
        dangerouslySetInnerHTML={{ __html: localisedLinks(content.html, locale) }}
      />
      {children}
    </article>
  )
}
