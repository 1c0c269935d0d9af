/**
 * Chromium ships a trimmed ICU without Kikuyu or Kamba: it formats them as American English
 * ("November 25", and prices as "KES 45"), while the server's full ICU formats them as Kenyans
 * write, with Kikuyu or Kamba month names. On those pages every price and date changed as the
 * page hydrated. Both sides now format them as Kenyan English, the same text before and after
 * hydration; the words around them stay in the shopper's language. (Prices no longer use ICU's
 * currency data at all: money.ts writes the label "KSh" itself.)
 */
const FORMAT_LOCALES: Readonly<Record<string, string>> = { 'ki-KE': 'en-KE', 'kam-KE': 'en-KE' }

/** The locale Intl formats a page's numbers, dates and country names in. */
export const formatLocale = (locale: string) => FORMAT_LOCALES[locale] ?? locale

/**
 * Intl formatters cost far more to build than to use, and `toLocaleString(locale, options)`
 * builds a new one on every call: on a page of twelve kitchen cards that was a measurable share
 * of each server render (record 0047's profile). Each formatter here is built once per locale.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const built = new Map<string, T>()
  return (locale) => {
    // Keyed by the locale it formats in: Kikuyu and Kamba share Kenyan English's formatter.
    const formatIn = formatLocale(locale)
    let value = built.get(formatIn)
    if (value === undefined) {
      value = make(formatIn)
      built.set(formatIn, value)
    }
    return value
  }
}

const ratingFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
)

/** A rating with one decimal, e.g. "4.7" (or "4,7" in French). */
export const formatRating = (rating: number, locale: string) => ratingFormat(locale).format(rating)

const nairobiDateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'Africa/Nairobi' }),
)

/** A day as Nairobi sees it, e.g. "24 November". */
export const formatNairobiDay = (iso: string, locale: string) =>
  nairobiDateFormat(locale).format(new Date(iso))

const nairobiTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }),
)

/** A moment as Nairobi sees it (KENYA.md: Africa/Nairobi, UTC+3), whatever the device's zone. */
export const formatNairobiTime = (iso: string, locale: string) =>
  nairobiTimeFormat(locale).format(new Date(iso))

/** Country names in the locale, English where it has none. */
export const regionNames = perLocale((locale) => new Intl.DisplayNames([locale, 'en'], { type: 'region' }))
