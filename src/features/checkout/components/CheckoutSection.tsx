import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyComponent } from '../../../boot/lazy-component'
import { useCartService } from '../../../components/cart-service'
import type { SlotOffer } from '../../../lib/delivery-slots'
import type { OrderFulfilment } from '../../../lib/order-lists'
import { sessionQuery } from '../../../session/session.queries'
import { paymentMethodsQuery } from '../checkout.queries'
import type { PlacedOrder } from '../checkout.types'
import type { ShownLine } from '../price-change'
import type { CheckoutAddress } from './CheckoutForm'
import type { DeliverySummaryCart } from './DeliverySummary'
import type { FulfilmentGroup } from './FulfilmentChoice'
import { TestPaymentsNotice } from './TestPaymentsNotice'

// The form (TanStack Form, the phone and address rules: ~14 KiB gzip) loads only where a signed-in
// shopper can order, not with every cart page. The server renders it whole and names it; the
// browser loads its chunk before it hydrates that page (decisions 0012, 0046).
const CheckoutForm = lazyComponent('CheckoutForm', () =>
  import('./CheckoutForm').then((m) => ({ default: m.CheckoutForm })),
)

/**
 * The cart's checkout: a visitor signs in first (and comes back here), a shopper without an
 * address adds one, and a cart below a kitchen's minimum cannot be ordered yet.
 */
type Props = {
  cart: Omit<DeliverySummaryCart, 'groups'> & {
    deliveryFeesKes: number
    discountKes: number
    ready: { kitchenIds: number[]; totalKes: number; deliveryFeesKes: number; discountKes: number }
    groups: (DeliverySummaryCart['groups'][number] &
      FulfilmentGroup & {
        belowMinimumKes: number
        checkoutNow: boolean
        /** `mostLeft`: the most one of the kitchen's delivery days has left (record 0043). */
        lines: (ShownLine & { mostLeft: number })[]
        slots: SlotOffer
      })[]
  }
  /** Prices the cart's deliveries to another address (the shopper chose it in the form). */
  onAddressChange: (addressId: number) => void
  /** Keeps one kitchen's delivery or pick-up on the cart (decision record 0116), priced to the address. */
  onFulfilmentChange: (
    kitchenId: number,
    fulfilment: OrderFulfilment,
    addressId: number | undefined,
  ) => Promise<void>
  /** The shopper's addresses, loaded by the route (undefined while loading). */
  addresses: CheckoutAddress[] | undefined
  /** The M-Pesa numbers the shopper paid with before (local form), from the route. */
  usedPhones: string[]
  /** Told the orders placed, before their page opens (it opens on them). */
  onPlaced: (orders: PlacedOrder[]) => void
  /** Told once the first order's page shows, and whether other kitchens' lines stayed in the cart. */
  onOrderShown: (partial: boolean) => void
  /** Told when the API refused the cart as it is (409: sold out, changed): the cart is read again. */
  onRefused: () => void
}

export function CheckoutSection({
  cart,
  addresses,
  usedPhones,
  onPlaced,
  onOrderShown,
  onRefused,
  onAddressChange,
  onFulfilmentChange,
}: Props) {
  const { data: account } = useQuery(sessionQuery)
  const methods = useQuery(paymentMethodsQuery)
  const service = useCartService()
  let body: React.ReactNode
  if (!account) {
    body = (
      <Link to="/auth/login" search={{ redirect: `/cart/${service}` }} className="button">
        <Trans>Sign in to order</Trans>
      </Link>
    )
  } else if (cart.groups.every((g) => g.belowMinimumKes > 0)) {
    // One kitchen below its minimum does not block the others: the form orders those (record 0039).
    body = (
      <p className="notice-text">
        <Trans>Reach each kitchen's minimum order to check out.</Trans>
      </p>
    )
  } else if (cart.groups.some((g) => g.lines.some((l) => l.quantity > l.mostLeft))) {
    // The API refuses such a cart too (409, naming the meal); this says so before the form. A
    // meal short only today is ordered for a later day: the form's slots start there.
    body = (
      <p className="notice-text" role="status">
        <Trans>
          Some meals in your cart have sold out or have fewer portions left today. Change them to check out.
        </Trans>
      </p>
    )
  } else if (!addresses || !methods.data) {
    body = (
      <p aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    )
  } else if (addresses.length === 0) {
    body = (
      <Link to="/account/addresses" className="button">
        <Trans>Add a delivery address</Trans>
      </Link>
    )
  } else {
    body = (
      <>
        {methods.data.testMode ? <TestPaymentsNotice /> : null}
        <Suspense fallback={null}>
          <CheckoutForm
            addresses={addresses}
            onPlaced={onPlaced}
            onOrderShown={onOrderShown}
            onRefused={onRefused}
            methods={methods.data.methods}
            phone={account.user.phone ?? ''}
            usedPhones={usedPhones}
            kitchens={cart.groups.map((g) => ({ id: g.kitchen.id, name: g.kitchen.name }))}
            cart={cart}
            onAddressChange={onAddressChange}
            onFulfilmentChange={onFulfilmentChange}
          />
        </Suspense>
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
