import { perLocale } from './formatters'

/** The one label every displayed price carries, in every language, as Kenyans write it. */
const KES_LABEL = 'KSh'

const shillingsFormat = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))

/**
 * Whole Kenya shillings for display, e.g. "KSh 1,235" in en-KE, "KSh 1 235" in fr-KE (KENYA.md:
 * no cents). Intl formats only the number, in the page's locale (its grouping and digits); the
 * label is ours and comes first in every language. Intl's currency formats wrote "Ksh 45",
 * "45 KES" or "‏45 KES" by locale, and a browser's trimmed ICU could write another than the
 * server's (formatters.ts); a plain number is formatted alike on both sides.
 */
export function formatKes(amount: number, locale = 'en-KE'): string {
  return `${amount < 0 ? '-' : ''}${KES_LABEL}\u00a0${formatShillings(Math.abs(amount), locale)}`
}

/** The number of shillings alone, as formatKes writes it: for messages that carry the label. */
export const formatShillings = (amount: number, locale: string): string =>
  shillingsFormat(locale).format(amount)
