import { perLocale } from './formatters'

// The day is a Nairobi calendar day already ("YYYY-MM-DD"): read at noon UTC it is that day everywhere.
const slotDayFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
)

/** A slot's Nairobi day, e.g. "Wed, 25 Nov". */
export const formatSlotDay = (day: string, locale: string) =>
  slotDayFormat(locale).format(new Date(`${day}T12:00:00Z`))
