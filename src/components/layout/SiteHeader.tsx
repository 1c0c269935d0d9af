import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BRAND_NAME } from '../../config/constants'
import { LanguageMenu } from './LanguageMenu'

export function SiteHeader() {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <Link to="/" className="logo" aria-label={t`${BRAND_NAME} home`}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{BRAND_NAME}</span>
      </Link>
      <nav aria-label={t`Main`} className="site-nav">
        <LanguageMenu />
      </nav>
    </header>
  )
}
