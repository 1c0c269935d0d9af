import type { KitchenEarnings } from '../../contracts/earnings.responses'

/**
 * A statement as CSV (RFC 4180): one line per order, then the period's totals. The headers are
 * the JSON's field names, as partners' and accountants' tools read them; every cell is a number,
 * a day or a fixed word, so none needs quoting and none can be read as a formula.
 */
const COLUMNS = [
  'day',
  'id',
  'status',
  'paymentMethod',
  'subtotalKes',
  'deliveryFeeKes',
  'discountKes',
  'homecookedDiscountKes',
  'totalKes',
  'commissionBp',
  'grossKes',
  'commissionKes',
  'mpesaKes',
  'cashKes',
  'refundsKes',
  'balanceKes',
] as const

export function earningsCsv(earnings: KitchenEarnings): string {
  const lines = [COLUMNS.join(',')]
  for (const order of earnings.orders) lines.push(COLUMNS.map((column) => String(order[column])).join(','))
  const { totals } = earnings
  lines.push(
    [
      `${earnings.from}..${earnings.to}`,
      '',
      `total:${totals.orders}`,
      ...Array.from({ length: 7 }, () => ''),
      totals.grossKes,
      totals.commissionKes,
      totals.mpesaKes,
      totals.cashKes,
      totals.refundsKes,
      totals.balanceKes,
    ].join(','),
  )
  return `${lines.join('\r\n')}\r\n`
}

/** The file's name: the kitchen's statement and its period. */
export const earningsFileName = (earnings: KitchenEarnings) =>
  `homecooked-earnings-${earnings.from}-to-${earnings.to}.csv`
