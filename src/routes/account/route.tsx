import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, Outlet } from '@tanstack/react-router'
import { Ltr } from '../../components/format/Ltr'
import { ACCOUNT_CREDITS_DISPLAY } from '../../config/constants'
import { authenticated } from '../../features/accounts/guards'
import { pageHead } from '../../i18n/head'
import { localKenyanPhone } from '../../lib/phone-format'
import { sessionQuery } from '../../session/session.queries'

/** The account area: signed-in shoppers only (the `authenticated` guard of SPEC §4). */
export const Route = createFileRoute('/account')({
  beforeLoad: authenticated,
  head: ({ matches }) =>
    pageHead(matches, { title: msg`My account`, description: msg`Your HomeCooked profile and settings.` }),
  component: AccountLayout,
})

/** SPEC §2's account layout: a sidebar with the avatar, name, email and the credits box. */
function AccountLayout() {
  const { data: account } = useQuery(sessionQuery)
  const { t } = useLingui()
  if (!account) return null
  const { user } = account
  const fullName = `${user.name} ${user.surname}`
  return (
    <main className="account-layout">
      <aside className="account-sidebar" aria-label={fullName}>
        {user.avatarUrl ? (
          <img className="account-avatar" src={user.avatarUrl} alt="" width={72} height={72} />
        ) : (
          <span className="account-avatar" aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
            {user.surname.slice(0, 1).toUpperCase()}
          </span>
        )}
        <p className="account-name">{fullName}</p>
        <p className="account-email">
          <Ltr>{user.email ?? (user.phone && localKenyanPhone(user.phone))}</Ltr>
        </p>
        <div className="account-credits">
          <Trans>Accounts Credits</Trans>
          {/* SPEC §9: a fixed display until credits exist. */}
          <strong>{ACCOUNT_CREDITS_DISPLAY}</strong>
        </div>
        <nav aria-label={t`Account`}>
          <ul className="account-links">
            <li>
              <Link to="/account" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                <Trans>Profile</Trans>
              </Link>
            </li>
            <li>
              <Link to="/account/payments" activeProps={{ 'aria-current': 'page' }}>
                <Trans>Payments</Trans>
              </Link>
            </li>
            <li>
              <Link to="/account/addresses" activeProps={{ 'aria-current': 'page' }}>
                <Trans>Addresses</Trans>
              </Link>
            </li>
            <li>
              <Link to="/account/favorites" activeProps={{ 'aria-current': 'page' }}>
                <Trans>Favorites</Trans>
              </Link>
            </li>
            <li>
              <Link to="/account/orders" activeProps={{ 'aria-current': 'page' }}>
                <Trans>Orders</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="account-content">
        <Outlet />
      </div>
    </main>
  )
}
