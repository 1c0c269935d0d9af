import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * "You are offline", as the service worker's offline page (src/routes/offline.tsx) and a page
 * that could not load in the browser (RouteErrorPage) both say it; each brings its own "Try
 * again" (a link that reloads the address, or a button that loads the route again).
 */
export function OfflineMessage({ tryAgain, children }: { tryAgain: ReactNode; children?: ReactNode }) {
  return (
    <main className="page error-page">
      <h1>
        <Trans>You are offline</Trans>
      </h1>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <p>{tryAgain}</p>
      {children}
    </main>
  )
}
