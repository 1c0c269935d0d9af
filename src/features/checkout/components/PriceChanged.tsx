import { Trans } from '@lingui/react/macro'
import { Kes } from '../../../components/format/Kes'
import { type PriceChangeDetails, type ShownTotal, whatChanged } from '../price-change'

type Props = {
  /** What the summary showed when "Place order" was pressed. */
  shown: ShownTotal
  /** The checkout as the API priced it instead (409 `checkout.priceChanged`). */
  now: PriceChangeDetails
  /** Called as the accept button submits the form: the next attempt sends `now.totalKes`. */
  onAccept: () => void
}

/**
 * A price, an offer, a fee or a discount moved between the cart and the checkout (record 0056):
 * nothing was charged; the shopper sees the new total and what moved, and accepts it with one
 * tap, which places the order at that total (a submit button of the checkout form).
 */
export function PriceChanged({ shown, now, onAccept }: Props) {
  const changed = whatChanged(shown, now)
  const newTotal = <Kes amount={now.totalKes} />
  const oldTotal = <Kes amount={shown.totalKes} />
  return (
    <section className="price-changed" role="alert" aria-labelledby="price-changed-title">
      <h3 id="price-changed-title">
        <Trans>Prices changed since you looked</Trans>
      </h3>
      <p>
        <Trans>
          The total is now {newTotal}, not {oldTotal}. Nothing was charged.
        </Trans>
      </p>
      <ul>
        {changed.lines.map((line) => {
          const name = line.name
          const after = <Kes amount={line.now} />
          if (line.before === null) {
            return (
              <li key={line.key}>
                <Trans>
                  {name}: {after} a portion
                </Trans>
              </li>
            )
          }
          const before = <Kes amount={line.before} />
          return (
            <li key={line.key}>
              <Trans>
                {name}: {before} → {after} a portion
              </Trans>
            </li>
          )
        })}
        {changed.fees ? (
          <li>
            <Trans>
              Delivery: <Kes amount={changed.fees.before} /> → <Kes amount={changed.fees.now} />
            </Trans>
          </li>
        ) : null}
        {changed.discount ? (
          <li>
            <Trans>
              Discount: <Kes amount={changed.discount.before} /> → <Kes amount={changed.discount.now} />
            </Trans>
          </li>
        ) : null}
      </ul>
      <button type="submit" className="button" onClick={onAccept}>
        <Trans>Accept {newTotal} and place order</Trans>
      </button>
    </section>
  )
}
