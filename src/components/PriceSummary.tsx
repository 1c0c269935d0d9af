import { Trans } from '@lingui/react/macro'
import { Kes } from './format/Kes'

/**
 * Subtotal, delivery fee and a coupon's discount (and the total, when given) of one kitchen's part: in the cart and
 * on the order; what live offers saved, when they did (the subtotal already has it taken off).
 */
export function PriceSummary({
  subtotalKes,
  deliveryFeeKes,
  totalKes,
  savingKes = 0,
  discountKes = 0,
  pickup = false,
}: {
  subtotalKes: number
  deliveryFeeKes: number
  totalKes?: number
  savingKes?: number
  /** What a coupon takes off (its line shows only when it does). */
  discountKes?: number
  /** Picked up at the kitchen (decision record 0116): no delivery, so its line says pick-up. */
  pickup?: boolean
}) {
  const kes = (amount: number) => <Kes amount={amount} />
  return (
    <dl className="cart-sums">
      {savingKes > 0 ? (
        <>
          <dt>
            <Trans>Offers saved you</Trans>
          </dt>
          <dd className="saving">{kes(savingKes)}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{kes(subtotalKes)}</dd>
      <dt>{pickup ? <Trans>Pick-up</Trans> : <Trans>Delivery</Trans>}</dt>
      <dd>{kes(deliveryFeeKes)}</dd>
      {discountKes > 0 ? (
        <>
          <dt>
            <Trans>Coupon</Trans>
          </dt>
          <dd className="saving">−{kes(discountKes)}</dd>
        </>
      ) : null}
      {totalKes === undefined ? null : (
        <>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{kes(totalKes)}</dd>
        </>
      )}
    </dl>
  )
}
