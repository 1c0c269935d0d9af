import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../i18n/head'

/** Served by the service worker when a page cannot be reached (public/sw.js). */
export const Route = createFileRoute('/offline')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`You are offline`,
      description: msg`Check your connection and try again.`,
    }),
  component: OfflinePage,
})

function OfflinePage() {
  return (
    <main className="page error-page">
      <h1>
        <Trans>You are offline</Trans>
      </h1>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <p>
        {/* The page is shown under the address that failed: "?" reloads that address. */}
        <a href="?" className="button">
          <Trans>Try again</Trans>
        </a>
      </p>
    </main>
  )
}
