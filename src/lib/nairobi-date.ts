/**
 * The calendar day (YYYY-MM-DD) it is in Nairobi at this instant. Nairobi is UTC+3 all year, with
 * no daylight saving, so an offset does what Intl's time zone would, without its cost on the
 * lists' hot paths.
 */
export function nairobiDate(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** The day `months` calendar months after a YYYY-MM-DD day (the 31st runs into the next month's start). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1 + months, d))
  return next.toISOString().slice(0, 10)
}

/** The Nairobi day `offset` days after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
