import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OfflineMessage } from '../components/status/OfflineMessage'
import { RememberedLists } from '../components/status/RememberedLists'
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
    <OfflineMessage
      tryAgain={
        // The page is shown under the address that failed: "?" reloads that address.
        <a href="?" className="button">
          <Trans>Try again</Trans>
        </a>
      }
    >
      <RememberedLists />
    </OfflineMessage>
  )
}
