import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toastMessage } from '../../../components/notifications/notify'
import { MAX_CART_QUANTITY } from '../../../config/constants'
import { unwrap } from '../../../lib/api-errors'
import { setCartQuantity } from '../cart.functions'
import { cartQuery, quantityIn, showCart } from '../cart.queries'

/** "Add" for a meal not in the cart; − n + once it is. The header's count follows at once. */
export function QuantityControl({ itemId, name }: { itemId: number; name: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: cart } = useQuery(cartQuery)
  const quantity = quantityIn(cart, itemId)
  const change = useMutation({
    mutationFn: async (next: number) => unwrap(await setCartQuantity({ data: { itemId, quantity: next } })),
    onSuccess: (next) => showCart(queryClient, next),
    onError: (error) =>
      toastMessage({ type: 'danger', title: t`Could not update your cart`, message: error.message }),
  })
  if (quantity === 0) {
    return (
      <button
        type="button"
        className="button button-small"
        disabled={change.isPending}
        onClick={() => change.mutate(1)}
      >
        <Trans>Add</Trans>
        <span className="visually-hidden"> {name}</span>
      </button>
    )
  }
  return (
    <span className="quantity-control">
      <button
        type="button"
        className="button button-small"
        aria-label={t`One less ${name}`}
        disabled={change.isPending}
        onClick={() => change.mutate(quantity - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={t`${quantity} in your cart`}>
        {quantity}
      </output>
      <button
        type="button"
        className="button button-small"
        aria-label={t`One more ${name}`}
        disabled={change.isPending || quantity >= MAX_CART_QUANTITY}
        onClick={() => change.mutate(quantity + 1)}
      >
        +
      </button>
    </span>
  )
}
