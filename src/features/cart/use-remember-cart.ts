import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { CartView } from '../../contracts/cart.responses'
import { formatKes } from '../../lib/money'
import { rememberLater } from '../../lib/remember'

/** Keeps the cart as the shopper sees it for the offline page (decision record 0095); an empty one is forgotten. */
export function useRememberCart(cart: CartView) {
  const { i18n } = useLingui()
  const lines = cart.groups.flatMap((group) =>
    group.lines.map((line) => `${line.quantity} × ${line.meal.name}`),
  )
  const total = formatKes(cart.totalKes, i18n.locale)
  // The offline page keeps the food cart: another service's cart must not take its place.
  const key = cart.service === 'food' ? `${lines.join('\n')}|${total}` : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds the lines and the total
  useEffect(() => {
    if (key === null) return
    rememberLater((db) => db.rememberCart(lines.length > 0 ? { lines, total } : null))
  }, [key])
}
