import { perLocale } from './formatters'
import { formatShillings } from './money'

/**
 * Placeholders of our messages that hold an amount of shillings ("KSh {totalKes}") or a
 * distance in kilometres ("{distance} km"). The API sends them as plain numbers; Lingui would
 * write them as JavaScript does ("1500", "2.5") in every language. tests/unit/message-values.test.ts
 * fails when a message in the English catalogue has such a placeholder that is not listed here.
 */
export const SHILLING_VALUES: ReadonlySet<string> = new Set([
  'amountKes',
  'expectedTotalKes',
  'minimum',
  'missing',
  'price',
  'totalKes',
])
export const KILOMETRE_VALUES: ReadonlySet<string> = new Set(['distance', 'km'])

const kilometres = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }))

/** A distance in kilometres as the reader's language writes it, to the tenth ("2.5", "2,5"). */
export const kilometresText = (km: number, locale: string): string => kilometres(locale).format(km)

/**
 * A message's values as the reader's language writes its numbers: amounts with its grouping
 * ("KSh 1 500" in French, as formatKes writes prices), distances with its decimal sign ("2,5 km").
 * Other values (ids, names, counts a plural reads) are left as they are.
 */
export function localisedValues<V extends Record<string, unknown>>(
  values: V | undefined,
  locale: string,
): V | undefined {
  if (!values) return values
  const shown: Record<string, unknown> = { ...values }
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue
    if (SHILLING_VALUES.has(name)) shown[name] = formatShillings(value, locale)
    else if (KILOMETRE_VALUES.has(name)) shown[name] = kilometresText(value, locale)
  }
  return shown as V
}
