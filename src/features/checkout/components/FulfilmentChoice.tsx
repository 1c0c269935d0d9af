import { Trans } from '@lingui/react/macro'
import type { Fulfilment } from '../../../contracts/applications.lists'
import { ORDER_FULFILMENTS, type OrderFulfilment } from '../../../lib/order-lists'

/** What the choice needs of a cart's kitchen group. */
export type FulfilmentGroup = {
  fulfilment: OrderFulfilment
  kitchen: {
    id: number
    name: string
    fulfilment: Fulfilment
    pickupAt: { neighbourhood: string; landmark: string }
  }
}

/**
 * Per kitchen that hands orders over at its door (decision record 0116): the shopper chooses
 * delivery or pick-up where it offers both, and is told where to collect where it only hands them
 * over. Kitchens that only deliver say nothing here. The cart keeps the choice: its fees change
 * with it, and the checkout charges what the summary below shows.
 */
export function FulfilmentChoice({
  groups,
  pending,
  onChoose,
}: {
  groups: readonly FulfilmentGroup[]
  /** The choice being saved: its radios show it until the cart answers. */
  pending: { kitchenId: number; fulfilment: OrderFulfilment } | undefined
  onChoose: (kitchenId: number, fulfilment: OrderFulfilment) => void
}) {
  const offering = groups.filter((g) => g.kitchen.fulfilment !== 'delivery')
  if (offering.length === 0) return null
  return (
    <div className="fulfilment-choices">
      {offering.map(({ kitchen, fulfilment }) => {
        const name = kitchen.name
        const landmark = kitchen.pickupAt.landmark
        const area = kitchen.pickupAt.neighbourhood
        if (kitchen.fulfilment === 'pickup')
          return (
            <p key={kitchen.id} className="fulfilment-only-pickup">
              <Trans>
                {name} has no delivery: you collect your order at {landmark}, {area}.
              </Trans>
            </p>
          )
        const shown = pending?.kitchenId === kitchen.id ? pending.fulfilment : fulfilment
        const field = `fulfilment-${kitchen.id}`
        return (
          <fieldset
            key={kitchen.id}
            className="field fulfilment-choice"
            aria-busy={pending?.kitchenId === kitchen.id}
          >
            <legend>
              <Trans>How you get your order from {name}</Trans>
            </legend>
            {ORDER_FULFILMENTS.map((way) => (
              <label key={way} className="choice">
                <input
                  type="radio"
                  name={field}
                  value={way}
                  checked={shown === way}
                  onChange={() => onChoose(kitchen.id, way)}
                />
                {way === 'delivery' ? (
                  <Trans>Delivered to you</Trans>
                ) : (
                  <Trans>
                    I collect it at {landmark}, {area} (no delivery fee)
                  </Trans>
                )}
              </label>
            ))}
          </fieldset>
        )
      })}
    </div>
  )
}
