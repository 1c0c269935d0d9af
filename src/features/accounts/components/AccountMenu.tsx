import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { HeaderMenu } from '../../../components/layout/HeaderMenu'
import { setSignedIn } from '../../../session/session.queries'
import type { Account } from '../accounts.types'
import { signOut } from '../sign-out.functions'

/** SPEC §2: the signed-in user's menu: Account, Favorites, Orders, Sign Out. */
export function AccountMenu({ account }: { account: Account }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const name = account.user.name
  return (
    <HeaderMenu
      className="account-menu"
      summary={
        <>
          <span className="avatar" aria-hidden="true">
            {account.user.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="visually-hidden">{t`Account menu of ${name}`}</span>
        </>
      }
    >
      <ul className="menu-list">
        <li>
          <Link to="/account">{t`Account`}</Link>
        </li>
        <li>
          <Link to="/account/favorites">{t`Favorites`}</Link>
        </li>
        <li>
          <Link to="/account/orders">{t`Orders`}</Link>
        </li>
        <li>
          <button
            type="button"
            className="menu-button"
            onClick={async () => {
              await signOut({ data: { all: false } })
              setSignedIn(queryClient, null)
            }}
          >
            {t`Sign Out`}
          </button>
        </li>
      </ul>
    </HeaderMenu>
  )
}
