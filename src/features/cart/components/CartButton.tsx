import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '../../../components/notifications/notify'
import type { CartCount, CartView } from '../../../contracts/cart.responses'
import type { Service } from '../../../lib/catalogue-lists'
import { useCartSummary, usePageService } from '../use-cart-summary'

/**
 * SPEC §2: everyone sees the Cart button, with the live number of portions in it. The name
 * screen readers hear contains the visible text ("Cart 2"), as WCAG 2.5.3 asks.
 */
export function CartButton() {
  const service = usePageService()
  const count = useCartCount(service)
  return (
    <Link to="/cart/$service" params={{ service }} className="cart-button">
      {count === undefined ? (
        // Unknown yet: the badge keeps its place, empty.
        <Trans>
          Cart <span className="cart-count" />
        </Trans>
      ) : (
        <Trans>
          Cart <span className="cart-count">{count}</span>
          <span className="visually-hidden">
            {' '}
            <Plural value={count} one="item" other="items" />
          </span>
        </Trans>
      )}
    </Link>
  )
}

/**
 * The number, or nothing while a shared page does not know its reader yet (decision 0101): its
 * badge keeps its place, empty, rather than say 0 and then change.
 */
function useCartCount(service: Service): number | undefined {
  const { cart, count, known } = useCartSummary(service)
  useEarlierItemsNotice(cart.data, count.data)
  return cart.data?.itemCount ?? count.data?.itemCount ?? (known ? 0 : undefined)
}

const earlierItemsTitle = msg({
  message:
    '{count, plural, one {# item from an earlier visit is} other {# items from an earlier visit are}} in your cart too',
})

/** The answers already told: a cart answer says it once, and is told once however it renders. */
const told = new WeakSet<object>()

/**
 * Signing in joins the visitor's cart to the account's, which may hold portions from an earlier
 * visit: the first cart answer after it says how many (`earlierItems`), and the shopper is told
 * so, until they dismiss it, rather than find them at the checkout.
 */
function useEarlierItemsNotice(cart: CartView | undefined, count: CartCount | undefined) {
  const { _ } = useLingui()
  useEffect(() => {
    for (const answer of [cart, count]) {
      if (!answer?.earlierItems || told.has(answer)) continue
      told.add(answer)
      notify({
        type: 'info',
        title: _({ ...earlierItemsTitle, values: { count: answer.earlierItems } }),
        permanent: true,
      })
    }
  }, [_, cart, count])
}
