import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { sessionQuery } from '../../../session/session.queries'
import { AccountMenu } from './AccountMenu'

/** The header's Login button for visitors, or the account menu once signed in. */
export function SessionButtons() {
  const { t } = useLingui()
  const { data: account } = useQuery(sessionQuery)
  const { pathname } = useLocation()
  if (account) return <AccountMenu account={account} />
  return (
    <Link
      to="/auth/login"
      // Back to this page after signing in (not to an auth page itself).
      search={pathname.startsWith('/auth') ? {} : { redirect: pathname }}
      className="button button-small"
    >
      {t`Login`}
    </Link>
  )
}
