import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LazyPart } from '../../boot/LazyPart'
import { lazyComponent } from '../../boot/lazy-component'
import { BRAND_NAME } from '../../config/constants'

// <details> menus of links: they open and work as HTML until their code arrives, and
// hydrate after the rest of the page (decision 0051).
const MoreMenu = lazyComponent('MoreMenu', () => import('./MoreMenu').then((m) => ({ default: m.MoreMenu })))
const LanguageMenu = lazyComponent('LanguageMenu', () =>
  import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })),
)

/**
 * The header of every layout. One markup for mobile and desktop (CSS adapts it at 767px),
 * so both carry the same labels. The parts that load data (services, cart, session, theme)
 * belong to their features; the root route hands them in.
 */
export function SiteHeader(slots: {
  services: ReactNode
  cart: ReactNode
  session: ReactNode
  theme: ReactNode
}) {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <Link to="/" className="logo" aria-label={t`${BRAND_NAME} home`}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{BRAND_NAME}</span>
      </Link>
      {slots.services}
      <nav aria-label={t`Main`} className="site-nav">
        {slots.cart}
        {slots.session}
        <LazyPart hydrateLater>
          <MoreMenu />
        </LazyPart>
        {slots.theme}
        <LazyPart hydrateLater>
          <LanguageMenu />
        </LazyPart>
      </nav>
    </header>
  )
}
