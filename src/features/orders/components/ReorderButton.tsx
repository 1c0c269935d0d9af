import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Kes } from '../../../components/format/Kes'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { unwrap } from '../../../lib/api-errors'
import { reorder } from '../orders.functions'

type ReorderResult = Awaited<ReturnType<typeof unwrapReorder>>
const unwrapReorder = async (id: number) => unwrap(await reorder({ data: { id } }))

/**
 * "Order again": the order's meals go back into the cart. What could not (taken off the menu,
 * sold out today) and what costs something else now are said here, before the shopper pays.
 */
export function ReorderButton({
  orderId,
  onReordered,
}: {
  orderId: number
  /** Told the cart as it is now (the route shows it in the header's cart). */
  onReordered: (cart: ReorderResult['cart']) => void
}) {
  const again = useMutation({
    mutationFn: () => unwrapReorder(orderId),
    onSuccess: (result) => onReordered(result.cart),
  })
  const result = again.data
  return (
    <section className="reorder" aria-labelledby="reorder-title">
      <h2 id="reorder-title" className="visually-hidden">
        <Trans>Order again</Trans>
      </h2>
      <FailureAlert error={again.error} />
      <button
        type="button"
        className="button"
        aria-disabled={again.isPending}
        onClick={() => {
          if (!again.isPending) again.mutate()
        }}
      >
        <Trans>Order again</Trans>
      </button>
      {result ? (
        <div role="status" className="reorder-result">
          <p>
            {result.added === 0 ? (
              <Trans>None of these meals can be ordered now.</Trans>
            ) : (
              <Trans>The meals that can be ordered are in your cart.</Trans>
            )}{' '}
            <Link to="/cart/food">
              <Trans>Go to your cart</Trans>
            </Link>
          </p>
          {result.leftOut.length + result.priceChanges.length > 0 ? (
            <ul>
              {result.leftOut.map(({ name, reason }) => (
                <li key={name}>
                  {reason === 'soldOut' ? (
                    <Trans>{name}: sold out for today</Trans>
                  ) : reason === 'optionGone' ? (
                    <Trans>{name}: an option you chose is no longer offered; choose again on its page</Trans>
                  ) : (
                    <Trans>{name}: no longer on the menu</Trans>
                  )}
                </li>
              ))}
              {result.priceChanges.map(({ name, wasKes, nowKes }) => {
                const was = <Kes amount={wasKes} />
                const now = <Kes amount={nowKes} />
                return (
                  <li key={name}>
                    <Trans>
                      {name}: now {now} (was {was})
                    </Trans>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
