import { useQuery } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { AUTH_REDIRECT_DELAY_MS } from '../../../config/constants'
import { safeReturnPath } from '../../../lib/return-path'
import { sessionQuery } from '../../../session/session.queries'

/**
 * SPEC §2: when the sign-in state changes either way, go home after 200 ms, or to the page a
 * guard sent the shopper away from (its return address). Signing out on an auth page (which
 * auth pages do on entry) stays there: the shopper came to sign in.
 */
export function SignInRedirect() {
  const { data: account } = useQuery(sessionQuery)
  // Unknown (a shared page before its personal part, decision 0101) is no state to change from.
  const signedIn = account === undefined ? undefined : Boolean(account)
  const previous = useRef(signedIn)
  const router = useRouter()
  const location = useLocation()
  useEffect(() => {
    if (previous.current === undefined || signedIn === undefined) {
      previous.current = signedIn
      return
    }
    if (previous.current === signedIn) return
    previous.current = signedIn
    if (!signedIn && location.pathname.startsWith('/auth')) return
    const search: Record<string, unknown> = location.search
    const target = (signedIn && safeReturnPath(search.redirect)) || '/'
    const timer = setTimeout(() => void router.navigate({ to: target }), AUTH_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [signedIn, location, router])
  return null
}
