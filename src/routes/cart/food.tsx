import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { CartPage, loadCartPage } from './-cart-page'

export const Route = createFileRoute('/cart/food')({
  staticData: { cartLines: true },
  loader: ({ context: { queryClient } }) => loadCartPage(queryClient, 'food'),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Your cart`, description: msg`The meals in your cart, by kitchen.` }),
  component: () => <CartPage service="food" />,
})
