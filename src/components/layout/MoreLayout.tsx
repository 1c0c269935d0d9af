import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BRAND_NAME } from '../../config/constants'

/**
 * SPEC §2: the more layout's sidebar (site name, tagline, the static pages). Partnership sits
 * between food safety and terms, on desktop only.
 */
export function MoreLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="page more-layout">
      <aside className="more-sidebar" aria-label={t`More about ${BRAND_NAME}`}>
        <p className="more-brand">{BRAND_NAME}</p>
        <p className="card-meta">{t`We cook so you don't have to!`}</p>
        <nav aria-label={t`Pages`}>
          <ul>
            <li>
              <Link to="/pages/about" activeProps={{ 'aria-current': 'page' }}>{t`About`}</Link>
            </li>
            <li>
              <Link to="/pages/career" activeProps={{ 'aria-current': 'page' }}>{t`Careers`}</Link>
            </li>
            <li>
              <Link to="/pages/contact" activeProps={{ 'aria-current': 'page' }}>{t`Contact Us`}</Link>
            </li>
            <li>
              <Link to="/pages/help" activeProps={{ 'aria-current': 'page' }}>{t`FAQ & Help`}</Link>
            </li>
            <li>
              <Link to="/pages/foodsafety" activeProps={{ 'aria-current': 'page' }}>{t`Food Safety`}</Link>
            </li>
            <li className="desktop-only">
              <Link to="/pages/partnership" activeProps={{ 'aria-current': 'page' }}>{t`Partnership`}</Link>
            </li>
            <li>
              <Link to="/pages/terms" activeProps={{ 'aria-current': 'page' }}>{t`Terms of Use`}</Link>
            </li>
            <li>
              <Link to="/pages/privacy" activeProps={{ 'aria-current': 'page' }}>{t`Privacy Policy`}</Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="more-content">{children}</div>
    </div>
  )
}
