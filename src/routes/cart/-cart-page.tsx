import { Trans } from '@lingui/react/macro'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { CartServiceProvider } from '../../components/cart-service'
import { emptyCartOf } from '../../contracts/empty-cart'
import { addressesQuery } from '../../features/addresses/addresses.queries'
import { getCart, setCartFulfilment } from '../../features/cart/cart.functions'
import { cartQueryOf, showCart } from '../../features/cart/cart.queries'
import { CartContents } from '../../features/cart/components/CartContents'
import { paymentMethodsQuery } from '../../features/checkout/checkout.queries'
import { CheckoutSection } from '../../features/checkout/components/CheckoutSection'
import { orderQuery } from '../../features/orders/orders.queries'
import { mpesaNumbersQuery } from '../../features/payments/payments.queries'
import { unwrap } from '../../lib/api-errors'
import type { Service } from '../../lib/catalogue-lists'
import type { OrderFulfilment } from '../../lib/order-lists'
import { localKenyanPhone } from '../../lib/phone-format'
import { sessionQuery } from '../../session/session.queries'

/**
 * A service's cart with the checkout composed in (/cart/food, /cart/grocery…; not a route: the
 * router skips files whose name starts with '-'): the addresses and the emptied cart cross
 * features here.
 */
function CartWithCheckout({ service }: { service: Service }) {
  const queryClient = useQueryClient()
  const cartQuery = cartQueryOf(service)
  const { data: account } = useQuery(sessionQuery)
  const addresses = useQuery({ ...addressesQuery({ page: 1 }), enabled: Boolean(account) })
  const numbers = useQuery({ ...mpesaNumbersQuery, enabled: Boolean(account) })
  // The cart priced to the address chosen at checkout: its fees and ETAs, and the total to pay.
  const repriceTo = useCallback(
    (addressId: number) =>
      void getCart({ data: { service, addressId } }).then((priced) => {
        if (priced.errors === null) showCart(queryClient, priced.data)
      }),
    [queryClient, service],
  )
  // Delivery or pick-up per kitchen (decision record 0116): the cart answers priced to the address.
  const chooseFulfilment = useCallback(
    async (kitchenId: number, fulfilment: OrderFulfilment, addressId: number | undefined) => {
      showCart(
        queryClient,
        unwrap(await setCartFulfilment({ data: { service, kitchenId, fulfilment, addressId } })),
      )
    },
    [queryClient, service],
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
            else showCart(queryClient, emptyCartOf(service))
          }}
          // A meal sold out meanwhile: the cart, read again, shows which line and why.
          onRefused={() => void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey })}
          onAddressChange={repriceTo}
          onFulfilmentChange={chooseFulfilment}
        />
      )}
    />
  )
}

/** The cart page of a service: its heading, its lines and its checkout. */
export function CartPage({ service }: { service: Service }) {
  return (
    <main className="page cart-page">
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      <CartServiceProvider service={service}>
        <CartWithCheckout service={service} />
      </CartServiceProvider>
    </main>
  )
}

/**
 * The checkout's addresses and payment methods come with the page, not after hydration: on a
 * slow network the shopper would otherwise wait for two more round trips to see the form.
 */
export async function loadCartPage(queryClient: QueryClient, service: Service) {
  const [cart, session] = await Promise.all([
    queryClient.ensureQueryData(cartQueryOf(service)),
    queryClient.ensureQueryData(sessionQuery),
  ])
  if (!session || cart.itemCount === 0) return
  await Promise.all([
    queryClient.ensureQueryData(addressesQuery({ page: 1 })),
    queryClient.ensureQueryData(paymentMethodsQuery),
    queryClient.ensureQueryData(mpesaNumbersQuery),
  ])
}
