import { Plural, Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, Suspense } from 'react'
import { DropOnFailure } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { AfterMount } from '../../../components/AfterMount'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { ConfirmAction } from '../../../components/ConfirmAction'
import { useCartService } from '../../../components/cart-service'
import { Kes } from '../../../components/format/Kes'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { LineTotal } from '../../../components/LineTotal'
import { PriceSummary } from '../../../components/PriceSummary'
import type { CartView } from '../../../contracts/cart.responses'
import { unwrap } from '../../../lib/api-errors'
import { emptyCart } from '../cart.functions'
import { cartQueryOf, showCart } from '../cart.queries'
import { useRememberCart } from '../use-remember-cart'
import { CouponPlaceholder } from './CouponPlaceholder'
import { QuantityControl } from './QuantityControl'

// The coupon form is not needed to read the cart: its code (and the form library's) comes after
// the page is interactive (decision 0012). It renders in the browser only, once mounted: a lazily
// hydrated form whose cart changed before its code arrived failed hydration (React #422).
// Its placeholder keeps its place meanwhile, so the total and checkout below do not move.
const CouponSection = lazyComponent('CouponSection', () =>
  import('./CouponSection').then((m) => ({ default: m.CouponSection })),
)

/**
 * A line that sold out since it was added, or wants more portions than are left today: a later
 * day that has them (`later`) is chosen at checkout (record 0043); else it must be lowered.
 */
function ShortLine({ short, left, later }: { short: boolean; left: number; later: boolean }) {
  if (!short) return null
  return (
    <p className="notice-text cart-line-notice">
      {/* One message for sold out and short: the cart page's script is at its byte budget. */}
      {later ? (
        <Trans>Not enough left today: choose a later delivery time at checkout.</Trans>
      ) : left === 0 ? (
        <Trans>Sold out for today: take it out to check out.</Trans>
      ) : (
        <Plural
          value={left}
          one="Only # portion left today: lower the quantity to check out."
          other="Only # portions left today: lower the quantity to check out."
        />
      )}
    </p>
  )
}

/** The cart by kitchen: each kitchen cooks and delivers its own part, with its own fee and minimum. */
/** `checkout` renders the checkout for a non-empty cart; the route hands it in from the orders feature. */
export function CartContents({ checkout }: { checkout: (cart: CartView) => ReactNode }) {
  const queryClient = useQueryClient()
  const service = useCartService()
  const { data: cart } = useSuspenseQuery(cartQueryOf(service))
  useRememberCart(cart)
  const clear = useMutation({
    mutationFn: async () => unwrap(await emptyCart({ data: { service } })),
    onSuccess: (empty) => showCart(queryClient, empty),
  })
  const kes = (amount: number) => <Kes amount={amount} />
  if (cart.groups.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        {service === 'food' ? (
          <Link to="/food/kitchens" className="button">
            <Trans>Find a kitchen</Trans>
          </Link>
        ) : (
          <Link to="/$service" params={{ service }} className="button">
            <Trans>Keep shopping</Trans>
          </Link>
        )}
      </div>
    )
  }
  const total = kes(cart.totalKes)
  return (
    <>
      {cart.groups.map((group) => {
        const missing = kes(group.belowMinimumKes)
        const minimum = kes(group.kitchen.minOrderKes)
        return (
          <section
            key={group.kitchen.id}
            className="cart-group"
            aria-labelledby={`cart-kitchen-${group.kitchen.id}`}
          >
            <h2 id={`cart-kitchen-${group.kitchen.id}`}>
              <CatalogueLink service={service} what="provider" id={group.kitchen.id}>
                {group.kitchen.name}
              </CatalogueLink>
            </h2>
            {group.kitchen.pausedUntil ? (
              // One meaning of a pause everywhere (record 0061): no order, for no later slot either.
              <p className="notice-text" role="status">
                <Trans>
                  Paused until <NairobiTime iso={group.kitchen.pausedUntil} />: this kitchen takes no orders
                  until then.
                </Trans>
              </p>
            ) : group.kitchen.openNow ? null : (
              <p className="notice-text">
                <Trans>This kitchen is closed now; it will cook your order when it opens.</Trans>
              </p>
            )}
            <ul className="cart-lines">
              {group.lines.map((line) => (
                <li key={`${line.meal.id} ${line.choiceIds.join()} ${line.note}`} className="cart-line">
                  <span className="cart-line-name">
                    {line.meal.name}
                    {line.options.length > 0 || line.note ? (
                      // The chosen options and the note (record 0041): plain text, no code of its own.
                      <span className="line-choices">
                        {[...line.options.map((o) => `${o.group}: ${o.name}`), line.note && `“${line.note}”`]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : null}
                  </span>
                  <QuantityControl
                    itemId={line.meal.id}
                    name={line.meal.name}
                    left={line.mostLeft}
                    line={line}
                  />
                  <LineTotal totalKes={line.lineTotalKes} savingKes={line.savingKes} />
                  <ShortLine
                    short={line.shortToday}
                    left={line.meal.portionsLeft}
                    later={line.firstDay !== null}
                  />
                  {line.optionsValid ? null : (
                    <p className="notice-text cart-line-notice">
                      <Trans>Its options changed since you chose: take it out and choose again.</Trans>
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <PriceSummary
              subtotalKes={group.subtotalKes}
              deliveryFeeKes={group.kitchen.deliveryFeeKes}
              pickup={group.fulfilment === 'pickup'}
              savingKes={group.savingKes}
              discountKes={group.discountKes}
            />
            {group.belowMinimumKes > 0 ? (
              <p className="notice-text" role="status">
                <Trans>
                  Add {missing} more to reach this kitchen's minimum order of {minimum}.
                </Trans>
              </p>
            ) : null}
          </section>
        )
      })}
      <AfterMount fallback={<CouponPlaceholder />}>
        <DropOnFailure>
          <Suspense fallback={<CouponPlaceholder />}>
            <CouponSection cart={cart} />
          </Suspense>
        </DropOnFailure>
      </AfterMount>
      <p className="cart-total">
        <Trans>Total with delivery: {total}</Trans>
      </p>
      <ConfirmAction
        label={<Trans>Empty cart</Trans>}
        question={<Trans>Empty your cart?</Trans>}
        confirmLabel={<Trans>Yes, empty the cart</Trans>}
        keepLabel={<Trans>Keep it</Trans>}
        busy={clear.isPending}
        onConfirm={() => clear.mutate()}
      />
      {checkout(cart)}
    </>
  )
}
