import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LazyPart } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { sessionQuery } from '../../../session/session.queries'

// A <details> of links that works as HTML until its code arrives after the page is interactive:
// its code stays out of every page's critical path (decision records 0012 and 0036).
const AccountMenu = lazyComponent('AccountMenu', () =>
  import('./AccountMenu').then((m) => ({ default: m.AccountMenu })),
)

/**
 * The header's Login button for visitors, or the account menu once signed in, with what the
 * route puts beside it for a signed-in account (the notification bell). On a shared page the
 * shopper is unknown until its personal part arrives (decision 0101): the space is kept, empty,
 * so neither the Login button nor the menu shows and then gives way to the other.
 */
export function SessionButtons({ signedIn }: { signedIn?: ReactNode }) {
  const { t } = useLingui()
  const { data: account } = useQuery(sessionQuery)
  const { pathname } = useLocation()
  if (account === undefined) return <span className="session-pending" aria-hidden="true" />
  if (account)
    return (
      <>
        {signedIn}
        <LazyPart>
          <AccountMenu account={account} />
        </LazyPart>
      </>
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
