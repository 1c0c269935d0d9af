import { Trans, useLingui } from '@lingui/react/macro'
import { type AnyRouter, type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { viewOfRouteError } from '../lib/route-errors'
import { ErrorPage, NotFoundPage } from './ErrorPage'
import { OfflineMessage } from './status/OfflineMessage'

/**
 * A page that could not load because the browser is offline (a client-side navigation whose
 * data did not arrive): said as the service worker's offline page says it (src/routes/offline.tsx),
 * not as a server error. It loads the page again by itself once the network is back.
 */
function OfflineNotice({ router }: { router: AnyRouter }) {
  useEffect(() => {
    const retry = () => void router.invalidate()
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [router])
  return (
    <OfflineMessage
      tryAgain={
        <button type="button" className="button" onClick={() => void router.invalidate()}>
          <Trans>Try again</Trans>
        </button>
      }
    />
  )
}

/**
 * The error component of every route level (the router's default, and the root's): SPEC §2's
 * error page instead of the framework's "Something went wrong!", SPEC §8's 404, unknown
 * middleware and internal redirect.
 */
export function RouteErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useLingui()
  const router = useRouter()
  const view = viewOfRouteError(error, typeof window === 'undefined' ? undefined : window.location.origin)
  const redirect = view.kind === 'redirect' ? view : undefined
  const target = redirect?.location
  const external = redirect?.external
  useEffect(() => {
    if (target === undefined) return
    if (external) window.location.replace(target)
    else void router.navigate({ href: target, replace: true })
  }, [target, external, router])
  // Only a browser offline now: an error while online (or on the server) is the error page.
  // Node has a `navigator` too, without `onLine`: the window says where this runs.
  if (view.kind === 'page' && typeof window !== 'undefined' && navigator.onLine === false)
    return <OfflineNotice router={router} />
  switch (view.kind) {
    case 'redirect':
      return null
    case 'not-found':
      return <NotFoundPage />
    case 'unknown-middleware':
      return <ErrorPage status={500} message={t`Unknown middleware ${view.name}`} />
    default:
      return <ErrorPage status={view.status} message={view.message} />
  }
}
