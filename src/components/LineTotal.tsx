import { Kes } from './format/Kes'

/** A cart or order line's total; with an offer, the menu price struck through before it. */
export function LineTotal({ totalKes, savingKes }: { totalKes: number; savingKes: number }) {
  return (
    <span className="cart-line-total">
      {savingKes > 0 ? (
        <>
          <s>
            <Kes amount={totalKes + savingKes} />
          </s>{' '}
        </>
      ) : null}
      <Kes amount={totalKes} />
    </span>
  )
}
