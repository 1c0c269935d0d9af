import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { formatKes } from '../../../lib/money'
import { useCartSummary, usePageService } from '../use-cart-summary'

/**
 * On a phone, a bar at the foot of the screen that leads to a cart holding something, so the
 * cart stays a tap away down a long menu (the header scrolls away). Sticky, placed between the
 * page and the footer: it rides the bottom of the screen while the page scrolls, then rests
 * above the footer, so it never covers the page's end or the footer's links (cart-bar.css).
 * Not on the cart page, which is where it leads. The total shows once the browser holds the
 * priced cart (pages with cart lines load it, and so does the idle prefetch of the bar's own
 * link); until then the count alone.
 */
export function CartBar() {
  const { i18n } = useLingui()
  const service = usePageService()
  const { cart, count } = useCartSummary(service)
  const onCartPage = useRouterState({
    select: (s) => s.matches.some((m) => String(m.routeId).startsWith('/cart')),
  })
  const items = cart.data?.itemCount ?? count.data?.itemCount ?? 0
  if (items === 0 || onCartPage) return null
  const subtotal = cart.data ? formatKes(cart.data.subtotalKes, i18n.locale) : null
  return (
    <div className="cart-bar">
      <Link to="/cart/$service" params={{ service }} className="cart-bar-link">
        <span className="cart-bar-action">
          <Trans>View cart</Trans>
        </span>
        <span className="cart-bar-count">
          <Plural value={items} one="# item" other="# items" />
        </span>
        {subtotal ? (
          <span className="cart-bar-total">
            <bdi>{subtotal}</bdi>
          </span>
        ) : null}
      </Link>
    </div>
  )
}
