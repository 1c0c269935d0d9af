import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cartCountQuery, cartQuery } from '../cart.queries'

/**
 * SPEC §2: everyone sees the Cart button, with the live number of portions in it. The name
 * screen readers hear contains the visible text ("Cart 2"), as WCAG 2.5.3 asks.
 */
export function CartButton() {
  const count = useCartCount()
  return (
    <Link to="/cart/food" className="cart-button">
      <Trans>
        Cart <span className="cart-count">{count}</span>
        <span className="visually-hidden"> items</span>
      </Trans>
    </Link>
  )
}

/**
 * Once the browser holds the whole cart (a page with cart lines loaded it, or a change answered
 * with it), the header follows that cart and keeps it fresh; until then, the count the root
 * loaded. So a page with lines fetches nothing more for the header, and one without fetches no
 * lines.
 */
function useCartCount(): number {
  const cart = useQuery({ ...cartQuery, enabled: (query) => query.state.data !== undefined })
  const count = useQuery({ ...cartCountQuery, enabled: cart.data === undefined })
  return cart.data?.itemCount ?? count.data?.itemCount ?? 0
}
