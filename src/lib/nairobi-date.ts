const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day (YYYY-MM-DD) it is in Nairobi at this instant. */
export function nairobiDate(at: Date): string {
  return dayFormat.format(at)
}

/** The day `months` calendar months after a YYYY-MM-DD day (the 31st runs into the next month's start). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1 + months, d))
  return next.toISOString().slice(0, 10)
}
