import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cartQuery } from '../cart.queries'

/**
 * SPEC §2: everyone sees the Cart button, with the live number of portions in it. The name
 * screen readers hear contains the visible text ("Cart 2"), as WCAG 2.5.3 asks.
 */
export function CartButton() {
  const { data: cart } = useQuery(cartQuery)
  const count = cart?.itemCount ?? 0
  return (
    <Link to="/cart/food" className="cart-button">
      <Trans>
        Cart <span className="cart-count">{count}</span>
        <span className="visually-hidden"> items</span>
      </Trans>
    </Link>
  )
}
