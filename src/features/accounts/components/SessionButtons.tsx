import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { lazy } from 'react'
import { LazyPart } from '../../../components/LazyPart'
import { sessionQuery } from '../../../session/session.queries'

// The account menu is a <details> of links that works as HTML until its code arrives; that code,
// and the notification bell's loader, stay out of every page's critical path (decision 0036).
const SignedInMenus = lazy(() => import('./SignedInMenus').then((m) => ({ default: m.SignedInMenus })))

/** The header's Login button for visitors, or the notification bell and the account menu once signed in. */
export function SessionButtons() {
  const { t } = useLingui()
  const { data: account } = useQuery(sessionQuery)
  const { pathname } = useLocation()
  if (account)
    return (
      <LazyPart>
        <SignedInMenus account={account} />
      </LazyPart>
    )
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
