import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '../../features/cart/cart.queries'
import { CartContents } from '../../features/cart/components/CartContents'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/cart/food')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Your cart`, description: msg`The meals in your cart, by kitchen.` }),
  component: () => (
    <main className="page cart-page">
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      <CartContents />
    </main>
  ),
})
