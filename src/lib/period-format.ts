import { perLocale } from './formatters'

// The days are Nairobi calendar days already ("YYYY-MM-DD"): read at noon UTC they are those days everywhere.
const noon = (day: string) => new Date(`${day}T12:00:00Z`)

const dayFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)
const rangeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
)
const monthFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
)

/** A period of earnings as a heading reads it: "Mon, 30 Nov 2026", "30 Nov – 6 Dec 2026", "November 2026". */
export function formatPeriod(period: 'day' | 'week' | 'month', from: string, to: string, locale: string) {
  if (period === 'day') return dayFormat(locale).format(noon(from))
  if (period === 'month') return monthFormat(locale).format(noon(from))
  return rangeFormat(locale).formatRange(noon(from), noon(to))
}
