import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BRAND_NAME } from '../../config/constants'
import { SessionButtons } from '../../features/accounts/components/SessionButtons'
import { CartButton } from '../../features/cart/components/CartButton'
import { ThemePicker } from '../../features/theme/ThemePicker'
import type { ThemeChoice } from '../../lib/themes'
import { LanguageMenu } from './LanguageMenu'
import { MoreMenu } from './MoreMenu'
import { ServiceButtons } from './ServiceButtons'

/**
 * The header of every layout. One markup for mobile and desktop (CSS adapts it at 767px),
 * so both carry the same labels.
 */
export function SiteHeader({ theme }: { theme: ThemeChoice }) {
  const { t } = useLingui()
  return (
    <header className="site-header">
      <Link to="/" className="logo" aria-label={t`${BRAND_NAME} home`}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{BRAND_NAME}</span>
      </Link>
      <ServiceButtons />
      <nav aria-label={t`Main`} className="site-nav">
        <CartButton />
        <SessionButtons />
        <MoreMenu />
        <ThemePicker choice={theme} />
        <LanguageMenu />
      </nav>
    </header>
  )
}
