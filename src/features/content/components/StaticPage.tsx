import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { STATIC_PAGES, type StaticPageSlug } from '../static-pages'

/** The frame of a static page: its title, then its content (and a form, for some). */
export function StaticPage({ slug, children }: { slug: StaticPageSlug; children: ReactNode }) {
  const { _ } = useLingui()
  return (
    <article className="static-page">
      <h1>{_(STATIC_PAGES[slug].title)}</h1>
      {children}
    </article>
  )
}
