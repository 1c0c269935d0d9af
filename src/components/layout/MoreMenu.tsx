import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { HeaderMenu } from './HeaderMenu'

/** SPEC §2: the more menu holds About, Help & Support, Contact Us, T&C and Privacy Policy. */
export function MoreMenu() {
  const { t } = useLingui()
  return (
    <HeaderMenu className="more-menu" summary={t`More`}>
      <ul className="menu-list">
        <li>
          <Link to="/pages/about">{t`About`}</Link>
        </li>
        <li>
          <Link to="/pages/help">{t`Help & Support`}</Link>
        </li>
        <li>
          <Link to="/pages/contact">{t`Contact Us`}</Link>
        </li>
        <li>
          <Link to="/pages/terms">{t`T&C`}</Link>
        </li>
        <li>
          <Link to="/pages/privacy">{t`Privacy Policy`}</Link>
        </li>
      </ul>
    </HeaderMenu>
  )
}
