import { useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { viewOfRouteError } from '../lib/route-errors'
import { ErrorPage, NotFoundPage } from './ErrorPage'

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
