const formatters = new Map<string, Intl.NumberFormat>()

/** Whole Kenya shillings for display, e.g. "Ksh 1,235" in en-KE (KENYA.md: no cents). */
export function formatKes(amount: number, locale = 'en-KE'): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'KES',
      maximumFractionDigits: 0,
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(amount)
}
