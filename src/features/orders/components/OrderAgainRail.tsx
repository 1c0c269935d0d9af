import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { Kes } from '../../../components/format/Kes'
import { Rail } from '../../../components/Rail'
import type { OrderSummary } from '../../../contracts/orders.responses'
import { formatNairobiDay } from '../../../lib/formatters'

/** Orders worth repeating: delivered ones, one per kitchen, the latest first. */
const repeatable = (orders: OrderSummary[]) =>
  orders
    .filter((order) => order.status === 'delivered')
    .filter((order, index, all) => all.findIndex((o) => o.kitchen.id === order.kitchen.id) === index)

/**
 * "Order again" on the home page of a signed-in shopper: the kitchens of their last delivered
 * orders, each with the order (where one tap puts its meals back in the cart) and the kitchen's
 * menu. Nothing shows before the first delivered order.
 */
export function OrderAgainRail({ orders }: { orders: OrderSummary[] }) {
  const { i18n } = useLingui()
  const past = repeatable(orders)
  if (past.length === 0) return null
  return (
    <Rail
      id="rail-order-again"
      title={<Trans>Order again</Trans>}
      seeAll={
        <Link to="/account/orders">
          <Trans>All orders</Trans>
        </Link>
      }
    >
      {past.map((order) => {
        const day = formatNairobiDay(order.createdAt, i18n.locale)
        return (
          <li key={order.id}>
            <article className="card card-compact order-again-card" aria-labelledby={`again-${order.id}`}>
              <div className="card-body">
                <h3 id={`again-${order.id}`} className="card-title">
                  <CatalogueLink service={order.service} what="provider" id={order.kitchen.id}>
                    {order.kitchen.name}
                  </CatalogueLink>
                </h3>
                <p className="card-meta">
                  <Trans>
                    {day} · <Kes amount={order.totalKes} />
                  </Trans>
                </p>
                <p className="meal-price">
                  <Link to="/account/orders/$id" params={{ id: String(order.id) }}>
                    <Trans>Order again</Trans>
                  </Link>
                </p>
              </div>
            </article>
          </li>
        )
      })}
    </Rail>
  )
}
