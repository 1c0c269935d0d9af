import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ErrorPage } from '../../components/ErrorPage'
import { authenticated } from '../../features/accounts/guards'
import { KitchenDocumentsPanel } from '../../features/applications/components/KitchenDocumentsPanel'
import { kitchenDocumentsQuery } from '../../features/applications/renewals.queries'
import { KitchenHoursForm } from '../../features/kitchen-console/components/KitchenHoursForm'
import { KitchenSettingsForm } from '../../features/kitchen-console/components/KitchenSettingsForm'
import { KitchenWordsForm } from '../../features/kitchen-console/components/KitchenWordsForm'
import { kitchenHoursQuery } from '../../features/kitchen-console/hours.queries'
import { kitchenOnly } from '../../features/kitchen-console/kitchen-only'
import { kitchenProfileQuery } from '../../features/kitchen-console/kitchen-words.queries'
import { kitchenSettingsQuery } from '../../features/kitchen-console/settings.queries'
import { pageHead } from '../../i18n/head'

/**
 * The kitchen's delivery and order settings (role kitchen), like the board and the menu: a
 * visitor is sent to sign in, an account without the role sees the API's 403 as the page; a
 * chunk of its own, so no shopper page loads its code.
 */
export const Route = createFileRoute('/kitchen/settings')({
  beforeLoad: authenticated,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    kitchenOnly(() =>
      Promise.all([
        context.queryClient.ensureQueryData(kitchenSettingsQuery),
        context.queryClient.ensureQueryData(kitchenProfileQuery),
        context.queryClient.ensureQueryData(kitchenHoursQuery),
        context.queryClient.ensureQueryData(kitchenDocumentsQuery),
      ]),
    ),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Kitchen settings`,
      description: msg`Your tagline and story in your languages, your opening hours and closed days, your delivery fee, how far you deliver, your minimum order and cooking time, and your documents' renewals.`,
    }),
  component: KitchenSettingsPage,
})

function KitchenSettingsPage() {
  const { _ } = useLingui()
  const { refused } = Route.useLoaderData()
  if (refused) return <ErrorPage status={403} message={_(refused)} />
  return (
    <main className="kitchen-board">
      <h1>
        <Trans>Kitchen settings</Trans>
      </h1>
      <p>
        <Link to="/kitchen">
          <Trans>Back to the orders</Trans>
        </Link>
      </p>
      <KitchenWordsForm />
      <KitchenHoursForm />
      <KitchenSettingsForm />
      <KitchenDocumentsPanel />
    </main>
  )
}
