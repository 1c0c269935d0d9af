import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EMPTY_FOOD_CART } from '../../contracts/empty-cart'
import { addressesQuery } from '../../features/addresses/addresses.queries'
import { getCart } from '../../features/cart/cart.functions'
import { cartQuery, showCart } from '../../features/cart/cart.queries'
import { CartContents } from '../../features/cart/components/CartContents'
import { paymentMethodsQuery } from '../../features/checkout/checkout.queries'
import { CheckoutSection } from '../../features/checkout/components/CheckoutSection'
import { orderQuery } from '../../features/orders/orders.queries'
import { mpesaNumbersQuery } from '../../features/payments/payments.queries'
import { pageHead } from '../../i18n/head'
import { localKenyanPhone } from '../../lib/phone'
import { sessionQuery } from '../../session/session.queries'

/** The cart, with the checkout composed in: the addresses and the emptied cart cross features here. */
function CartPage() {
  const queryClient = useQueryClient()
  const { data: account } = useQuery(sessionQuery)
  const addresses = useQuery({ ...addressesQuery({ page: 1 }), enabled: Boolean(account) })
  const numbers = useQuery({ ...mpesaNumbersQuery, enabled: Boolean(account) })
  // The cart priced to the address chosen at checkout: its fees and ETAs, and the total to pay.
  const repriceTo = useCallback(
    (addressId: number) =>
      void getCart({ data: { addressId } }).then((priced) => {
        if (priced.errors === null) showCart(queryClient, priced.data)
      }),
    [queryClient],
  )
  return (
    <CartContents
      checkout={(cart) => (
        <CheckoutSection
          cart={cart}
          addresses={addresses.data?.items}
          usedPhones={numbers.data?.items.map((n) => localKenyanPhone(n.phone)) ?? []}
          onPlaced={(orders) => {
            // The order pages open on what the checkout answered: no second fetch.
            for (const placed of orders) queryClient.setQueryData(orderQuery(placed.id).queryKey, placed)
          }}
          onOrderShown={(partial) => {
            // Kitchens left out of a partial checkout stay in the cart: it is read again.
            if (partial) void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey })
            else showCart(queryClient, EMPTY_FOOD_CART)
          }}
          // A meal sold out meanwhile: the cart, read again, shows which line and why.
          onRefused={() => void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey })}
          onAddressChange={repriceTo}
        />
      )}
    />
  )
}

export const Route = createFileRoute('/cart/food')({
  staticData: { cartLines: true },
  // The checkout's addresses and payment methods come with the page, not after hydration: on a
  // slow network the shopper would otherwise wait for two more round trips to see the form.
  loader: async ({ context: { queryClient } }) => {
    const [cart, session] = await Promise.all([
      queryClient.ensureQueryData(cartQuery),
      queryClient.ensureQueryData(sessionQuery),
    ])
    if (!session || cart.itemCount === 0) return
    await Promise.all([
      queryClient.ensureQueryData(addressesQuery({ page: 1 })),
      queryClient.ensureQueryData(paymentMethodsQuery),
      queryClient.ensureQueryData(mpesaNumbersQuery),
    ])
  },
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Your cart`, description: msg`The meals in your cart, by kitchen.` }),
  component: () => (
    <main className="page cart-page">
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      <CartPage />
    </main>
  ),
})
