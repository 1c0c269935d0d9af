import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useCartService } from '../../../components/cart-service'
import { MAX_CART_QUANTITY } from '../../../config/constants'
import { unwrap } from '../../../lib/api-errors'
import { setCartQuantity } from '../cart.functions'
import { cartQueryOf, quantityIn, showCart } from '../cart.queries'

/**
 * "Add" for a meal not in the cart; − n + once it is. The header's count follows at once.
 *
 * Keyboard focus stays with the shopper: "Add" is replaced by the stepper, so focus moves to
 * its "+"; the last "−" brings "Add" back, so focus moves there (in the cart, where the line
 * goes away, to the nearest thing left). While a change is on its way
 * the buttons are only marked aria-disabled: a disabled button would drop the focus to the page.
 */
export function QuantityControl({
  itemId,
  name,
  left,
  label,
  line,
}: {
  itemId: number
  name: string
  /** Portions left today: none disables "Add"; the stepper's "+" stops there. */
  left?: number | undefined
  /** In place of "Add": "Pre-order for …" while the kitchen is closed (decision 0043). */
  label?: React.ReactNode
  /** A cart line (its choices, note and count): the stepper changes that line (decision record 0041). */
  line?: { choiceIds: number[]; note: string; quantity: number }
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // The page's loader or a shared page's personal part (decision 0101) brings the lines: no call
  // of its own, and nothing to do for each stepper when the shopper becomes known.
  // Only this meal's count: a change elsewhere in the cart (or the cart arriving) renders only
  // the steppers whose number it changes.
  const service = useCartService()
  const cartOfService = cartQueryOf(service)
  const { data: inCart = 0 } = useQuery({
    ...cartOfService,
    enabled: (query) => query.state.data !== undefined,
    select: (cart) => quantityIn(cart, itemId),
  })
  const quantity = line?.quantity ?? inCart
  const add = useRef<HTMLButtonElement>(null)
  const more = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  const change = useMutation({
    mutationFn: async (next: number) =>
      unwrap(await setCartQuantity({ data: { ...line, itemId, quantity: next, service } })),
    // A read of the cart already on its way (a preloaded page's) answers from before the change:
    // it must not land after it and undo it on screen.
    onMutate: () => queryClient.cancelQueries({ queryKey: cartOfService.queryKey }),
    // A failure is shown by RequestFailureAlerts (SPEC §8).
    onSuccess: (next) => showCart(queryClient, next),
  })
  const isZero = quantity === 0
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    ;(isZero ? add : more).current?.focus()
  }, [isZero])
  // In the cart the last "−" removes the whole line, these buttons with it: focus then goes to
  // the nearest thing left, the kitchen's name, another kitchen's, or the empty cart's link.
  const leaving = useRef<HTMLElement | null>(null)
  useEffect(
    () => () => {
      if (!refocus.current) return
      const kitchen = leaving.current?.closest('section')?.querySelector<HTMLElement>('h2 a')
      // After the commit: Preact runs this before it inserts what takes the line's place.
      queueMicrotask(() => {
        const nearest = [kitchen, document.querySelector<HTMLElement>('.cart-group h2 a, .empty-state a')]
        nearest.find((element) => element?.isConnected)?.focus()
      })
    },
    [],
  )
  const busy = change.isPending
  const set = (next: number, control?: HTMLElement) => {
    if (busy) return
    leaving.current = control ?? null
    // Only a change that swaps Add and the stepper moves the focus.
    refocus.current = (next === 0) !== isZero
    change.mutate(next)
  }
  if (isZero) {
    // Sold out: nothing to add (the meal says "Sold out for today" beside it).
    const soldOut = left === 0
    return (
      <button
        ref={add}
        type="button"
        className="button button-small"
        disabled={soldOut}
        aria-disabled={busy || undefined}
        onClick={() => set(1)}
      >
        {(!soldOut && label) || <Trans>Add</Trans>}
        <span className="visually-hidden"> {name}</span>
      </button>
    )
  }
  const full = quantity >= MAX_CART_QUANTITY || (left !== undefined && quantity >= left)
  return (
    <span className="quantity-control">
      <button
        type="button"
        className="button button-small"
        aria-label={t`One less ${name}`}
        aria-disabled={busy || undefined}
        onClick={(event) => set(quantity - 1, event.currentTarget)}
      >
        −
      </button>
      <output
        aria-live="polite"
        aria-label={t({ message: plural(quantity, { one: '# in your cart', other: '# in your cart' }) })}
      >
        {quantity}
      </output>
      <button
        ref={more}
        type="button"
        className="button button-small"
        aria-label={t`One more ${name}`}
        aria-disabled={busy || full || undefined}
        onClick={() => {
          if (!full) set(quantity + 1)
        }}
      >
        +
      </button>
    </span>
  )
}
