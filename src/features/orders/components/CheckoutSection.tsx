import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
// biome-ignore lint/style/noRestrictedImports: known debt (issue 11): the session state and the checkout's cart and addresses are still read across features
import { sessionQuery } from '../../accounts/accounts.queries'
// biome-ignore lint/style/noRestrictedImports: known debt (issue 11): the session state and the checkout's cart and addresses are still read across features
import { addressesQuery } from '../../addresses/addresses.queries'
// biome-ignore lint/style/noRestrictedImports: known debt (issue 11): the session state and the checkout's cart and addresses are still read across features
import type { CartView } from '../../cart/cart.types'
import { paymentMethodsQuery } from '../orders.queries'
import { CheckoutForm } from './CheckoutForm'
import { TestPaymentsNotice } from './TestPaymentsNotice'

/**
 * The cart's checkout: a visitor signs in first (and comes back here), a shopper without an
 * address adds one, and a cart below a kitchen's minimum cannot be ordered yet.
 */
export function CheckoutSection({ cart }: { cart: CartView }) {
  const { data: account } = useQuery(sessionQuery)
  const addresses = useQuery({ ...addressesQuery({ page: 1 }), enabled: Boolean(account) })
  const methods = useQuery(paymentMethodsQuery)
  let body: React.ReactNode
  if (!account) {
    body = (
      <Link to="/auth/login" search={{ redirect: '/cart/food' }} className="button">
        <Trans>Sign in to order</Trans>
      </Link>
    )
  } else if (cart.groups.some((g) => g.belowMinimumKes > 0)) {
    body = (
      <p className="notice-text">
        <Trans>Reach each kitchen's minimum order to check out.</Trans>
      </p>
    )
  } else if (!addresses.data || !methods.data) {
    body = (
      <p aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    )
  } else if (addresses.data.items.length === 0) {
    body = (
      <Link to="/account/addresses" className="button">
        <Trans>Add a delivery address</Trans>
      </Link>
    )
  } else {
    body = (
      <>
        {methods.data.testMode ? <TestPaymentsNotice /> : null}
        <CheckoutForm
          addresses={addresses.data.items}
          methods={methods.data.methods}
          phone={account.user.phone ?? ''}
          kitchens={cart.groups.map((g) => ({ id: g.kitchen.id, name: g.kitchen.name }))}
        />
      </>
    )
  }
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">
        <Trans>Checkout</Trans>
      </h2>
      {body}
    </section>
  )
}
