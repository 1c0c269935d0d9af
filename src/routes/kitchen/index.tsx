import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { authenticated } from '../../features/accounts/guards'
import { KitchenBoard } from '../../features/kitchen/components/KitchenBoard'
import { kitchenBoardQuery } from '../../features/kitchen/kitchen.queries'
import { pageHead } from '../../i18n/head'

/**
 * The kitchen's board (role kitchen): a visitor is sent to sign in; a signed-in account without
 * the role gets the API's 403 as the error page. The route's component is its own chunk, so no
 * shopper page loads the board's code.
 */
export const Route = createFileRoute('/kitchen/')({
  beforeLoad: authenticated,
  loader: ({ context }) => context.queryClient.ensureQueryData(kitchenBoardQuery),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Kitchen board`, description: msg`Your kitchen's orders, live.` }),
  component: KitchenBoard,
})
