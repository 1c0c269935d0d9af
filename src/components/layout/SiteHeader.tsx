import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LazyPart } from '../../boot/LazyPart'
import { lazyComponent } from '../../boot/lazy-component'
import { BRAND_NAME } from '../../config/constants'
import { MenuSheet } from './MenuSheet'

// <details> menus of links: they open and work as HTML until their code arrives, and
// hydrate after the rest of the page (decision 0051).
const MoreMenu = lazyComponent('MoreMenu', () => import('./MoreMenu').then((m) => ({ default: m.MoreMenu })))
const LanguageMenu = lazyComponent('LanguageMenu', () =>
  import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })),
)

/**
 * The header of every layout. One markup for mobile and desktop, so both carry the same labels:
 * on a phone one row of logo, search, cart and a menu sheet that holds the rest (MenuSheet);
 * from 900px the sheet's content lies in the row. The parts that load data (services, cart,
 * session, theme) belong to their features; the root route hands them in.
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
      <nav aria-label={t`Main`} className="site-nav">
        {/* The search page puts the cursor in its field on arrival (SearchBox). */}
        <Link to="/food/search" className="header-search">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15 15 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="header-label">{t`Search`}</span>
        </Link>
        {slots.cart}
        <MenuSheet>
          {slots.services}
          {slots.session}
          <LazyPart hydrateLater>
            <MoreMenu />
          </LazyPart>
          {slots.theme}
          <LazyPart hydrateLater>
            <LanguageMenu />
          </LazyPart>
        </MenuSheet>
      </nav>
    </header>
  )
}
