import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '../../components/ErrorPage'
import { authenticated } from '../../features/accounts/guards'
import { KitchenBoard } from '../../features/kitchen-console/components/KitchenBoard'
import { kitchenHoursQuery } from '../../features/kitchen-console/hours.queries'
import { kitchenBoardQuery } from '../../features/kitchen-console/kitchen.queries'
import { kitchenOnly } from '../../features/kitchen-console/kitchen-only'
import { ReviewReplies } from '../../features/reviews/components/ReviewReplies'
import { pageHead } from '../../i18n/head'

/**
 * The kitchen's board (role kitchen): a visitor is sent to sign in; a signed-in account without
 * the role (or not linked to a kitchen) sees the API's 403 refusal as the page. The route's
 * component is its own chunk, so no shopper page loads the board's code.
 */
export const Route = createFileRoute('/kitchen/')({
  beforeLoad: authenticated,
  // The loader loads with the board's chunk, not in the entry every shopper page downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    kitchenOnly(() =>
      Promise.all([
        context.queryClient.ensureQueryData(kitchenBoardQuery),
        context.queryClient.ensureQueryData(kitchenHoursQuery),
      ]),
    ),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Kitchen board`, description: msg`Your kitchen's orders, live.` }),
  component: KitchenPage,
})

function KitchenPage() {
  const { _ } = useLingui()
  const { refused } = Route.useLoaderData()
  if (refused) return <ErrorPage status={403} message={_(refused)} />
  return <KitchenBoard reviews={(kitchenId) => <ReviewReplies kitchenId={kitchenId} />} />
}
