import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** SPEC §2: unknown routes show 404 'This page could not be found'. */
export function NotFound() {
  return (
    <main className="page">
      <h1>
        <span aria-hidden="true">:</span> 404 <span aria-hidden="true">:</span>
      </h1>
      <p>
        <Trans>This page could not be found</Trans>
      </p>
      <Link to="/">
        <Trans>Go Back</Trans>
      </Link>
    </main>
  )
}
