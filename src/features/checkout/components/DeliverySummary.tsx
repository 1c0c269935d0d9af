import { Trans, useLingui } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import { kilometresText } from '../../../lib/message-values'

/** What the summary needs of the cart: each kitchen's delivery to the chosen address, and the total. */
export type DeliverySummaryCart = {
  addressId: number | null
  totalKes: number
  groups: {
    /** Picked up at the kitchen: no fee, no distance (decision record 0116). */
    fulfilment: 'delivery' | 'pickup'
    kitchen: { id: number; name: string }
    delivery: {
      deliverable: boolean
      distanceKm: number
      feeKes: number | null
      etaMinutes: number | null
    } | null
  }[]
}

/**
 * The summary before paying (decision 0037): per kitchen, its delivery fee to the chosen
 * address and about when the food arrives, or that it does not deliver there; then the total.
 * Part of the lazily loaded checkout form, so it costs the cart page's first load nothing.
 */
export function DeliverySummary({ cart }: { cart: DeliverySummaryCart }) {
  const { i18n } = useLingui()
  const total = <Kes amount={cart.totalKes} />
  return (
    <section className="delivery-summary" aria-labelledby="delivery-summary-title" aria-live="polite">
      <h3 id="delivery-summary-title">
        {cart.groups.every((g) => g.fulfilment === 'pickup') ? (
          <Trans>Pick-up</Trans>
        ) : (
          <Trans>Delivery to this address</Trans>
        )}
      </h3>
      <ul>
        {cart.groups.map(({ kitchen, delivery, fulfilment }) => {
          const name = kitchen.name
          const fee = <Kes amount={delivery?.feeKes ?? 0} />
          const eta = delivery?.etaMinutes
          // The distance as the shopper's language writes numbers ("0,9" in French).
          const km = kilometresText(delivery?.distanceKm ?? 0, i18n.locale)
          return (
            <li key={kitchen.id}>
              {fulfilment === 'pickup' ? (
                <Trans>{name}: you collect it, no delivery fee</Trans>
              ) : delivery?.deliverable ? (
                <Trans>
                  {name}: delivery {fee} · about {eta} min ({km} km)
                </Trans>
              ) : delivery ? (
                <strong className="notice-text">
                  <Trans>
                    {name} does not deliver to this address ({km} km away): choose another address or take its
                    meals out.
                  </Trans>
                </strong>
              ) : null}
            </li>
          )
        })}
      </ul>
      <p>
        <strong>
          <Trans>To pay: {total}</Trans>
        </strong>
      </p>
    </section>
  )
}
