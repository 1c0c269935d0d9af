import type { CartView } from '../../contracts/cart.responses'
import type { PriceChange } from '../../contracts/checkout.responses'

/** The checkout as priced now, from a 409 `checkout.priceChanged` (record 0056). */
export type PriceChangeDetails = PriceChange

type CartLine = CartView['groups'][number]['lines'][number]

/** A line as the summary showed it when the shopper pressed "Place order": part of the cart's answer. */
export type ShownLine = Pick<CartLine, 'choiceIds' | 'note' | 'quantity' | 'unitPriceKes'> & {
  meal: Pick<CartLine['meal'], 'id' | 'name'>
}

/** What the shopper was shown: the total and its parts, to say what moved. */
export type ShownTotal = Pick<CartView, 'totalKes' | 'deliveryFeesKes' | 'discountKes'> & {
  lines: ShownLine[]
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The refusal's details when it is a price change the form can show, else null (an older API). */
export function priceChangeOf(
  code: string | undefined,
  details: Record<string, unknown> | undefined,
): PriceChangeDetails | null {
  if (code !== 'checkout.priceChanged' || !details) return null
  const { totalKes, deliveryFeesKes, discountKes, lines } = details
  if (!isNumber(totalKes) || !isNumber(deliveryFeesKes) || !isNumber(discountKes) || !Array.isArray(lines))
    return null
  return details as PriceChangeDetails
}

const sameLine = (shown: ShownLine, now: PriceChangeDetails['lines'][number]) =>
  shown.meal.id === now.itemId && shown.note === now.note && shown.choiceIds.join() === now.choiceIds.join()

/**
 * What moved between what was shown and the prices now: each line whose portion costs another
 * amount (a line not shown before counts as changed, from nothing), the delivery fees and the
 * discount when they moved.
 */
export function whatChanged(shown: ShownTotal, now: PriceChangeDetails) {
  const lines = now.lines.flatMap((line) => {
    const before = shown.lines.find((s) => sameLine(s, line))
    return before?.unitPriceKes === line.unitPriceKes
      ? []
      : [
          {
            key: `${line.itemId}:${line.choiceIds.join()}:${line.note}`,
            name: line.name,
            before: before?.unitPriceKes ?? null,
            now: line.unitPriceKes,
          },
        ]
  })
  return {
    lines,
    fees:
      shown.deliveryFeesKes === now.deliveryFeesKes
        ? null
        : { before: shown.deliveryFeesKes, now: now.deliveryFeesKes },
    discount:
      shown.discountKes === now.discountKes ? null : { before: shown.discountKes, now: now.discountKes },
  }
}
