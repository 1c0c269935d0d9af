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

/** A moment as Nairobi sees it (KENYA.md: Africa/Nairobi, UTC+3), whatever the device's zone. */
export const formatNairobiTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  })
