import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { sessionQuery } from '../../../session/session.queries'

/** SPEC §2's footer account group: login and register only when signed out, my account, orders, favorites. */
export function FooterAccountLinks() {
  const { _ } = useLingui()
  const { data: account } = useQuery(sessionQuery)
  return (
    <nav aria-labelledby="footer-account">
      <h2 id="footer-account">
        <Trans>Account</Trans>
      </h2>
      <ul>
        {/* Unknown yet (a shared page before its personal part): neither. */}
        {account !== null ? null : (
          <>
            <li>
              <Link to="/auth/login">{_(msg`Login`)}</Link>
            </li>
            <li>
              <Link to="/auth/register">{_(msg`Register`)}</Link>
            </li>
          </>
        )}
        <li>
          <Link to="/account">{_(msg`My account`)}</Link>
        </li>
        <li>
          <Link to="/account/orders">{_(msg`Orders`)}</Link>
        </li>
        <li>
          <Link to="/account/favorites">{_(msg`Favorites`)}</Link>
        </li>
      </ul>
    </nav>
  )
}
