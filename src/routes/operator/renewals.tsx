import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ErrorPage } from '../../components/ErrorPage'
import { authenticated } from '../../features/accounts/guards'
import { RenewalQueueList } from '../../features/applications/components/RenewalQueueList'
import { renewalQueueQuery } from '../../features/applications/renewals.queries'
import { kitchenOnly as refusedOn403 } from '../../features/kitchen-console/kitchen-only'
import { pageHead } from '../../i18n/head'

/**
 * The operators' queue of kitchens' renewed documents (decision record 0115): each to open and
 * accept with its expiry, or refuse with a reason. A visitor is sent to sign in; anyone else
 * signed in sees the API's 403 as the page. A chunk of its own.
 */
export const Route = createFileRoute('/operator/renewals')({
  beforeLoad: authenticated,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => refusedOn403(() => context.queryClient.ensureQueryData(renewalQueueQuery)),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Renewed documents`,
      description: msg`Kitchens' renewed medical certificates and food licences, to check.`,
    }),
  component: RenewalsPage,
})

function RenewalsPage() {
  const { _ } = useLingui()
  const { refused } = Route.useLoaderData()
  if (refused) return <ErrorPage status={403} message={_(refused)} />
  return (
    <main className="page">
      <h1>
        <Trans>Renewed documents</Trans>
      </h1>
      <p>
        <Link to="/operator/applications">
          <Trans>Applications</Trans>
        </Link>
      </p>
      <RenewalQueueList />
    </main>
  )
}
