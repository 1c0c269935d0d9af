import { perLocale } from './formatters'

const kesFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'KES', maximumFractionDigits: 0 }),
)

/** Whole Kenya shillings for display, e.g. "Ksh 1,235" in en-KE (KENYA.md: no cents). */
export const formatKes = (amount: number, locale = 'en-KE'): string => kesFormat(locale).format(amount)
