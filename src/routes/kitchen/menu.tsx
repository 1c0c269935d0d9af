import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '../../components/ErrorPage'
import { authenticated } from '../../features/accounts/guards'
import { MenuEditor } from '../../features/kitchen-console/components/MenuEditor'
import { kitchenOnly } from '../../features/kitchen-console/kitchen-only'
import { kitchenMenuQuery } from '../../features/kitchen-console/menu.queries'
import { pageHead } from '../../i18n/head'

/**
 * The kitchen's menu editor (role kitchen), like the board: a visitor is sent to sign in, an
 * account without the role sees the API's 403 as the page. Loader and component are one chunk
 * of their own, so no shopper page loads the editor's code.
 */
export const Route = createFileRoute('/kitchen/menu')({
  beforeLoad: authenticated,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => kitchenOnly(() => context.queryClient.ensureQueryData(kitchenMenuQuery)),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Menu editor`,
      description: msg`Your kitchen's meals, today's portions and pausing.`,
    }),
  component: KitchenMenuPage,
})

function KitchenMenuPage() {
  const { _ } = useLingui()
  const { refused } = Route.useLoaderData()
  if (refused) return <ErrorPage status={403} message={_(refused)} />
  return <MenuEditor />
}
