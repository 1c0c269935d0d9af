/*
 * Run as a worker by an inline script in every page's head (src/components/IntlWarmup.tsx).
 *
 * In Chromium the first Intl formatter a page builds loads ICU's data for the whole process: at
 * a phone's speed (4x CPU slowdown) that was 140-290 ms inside the page's hydration task, the
 * largest single part of it (issue 12). ICU's caches are shared by the process's threads, so
 * building the same formatters here first, on a worker thread, leaves the page's own ones cheap.
 * `self.name` is the locale the page formats in (formatLocale in src/lib/formatters.ts).
 * Nothing is sent back: the worker only warms.
 */
const locale = self.name || 'en-KE'
try {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'KES', maximumFractionDigits: 0 }).format(1250)
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.5)
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'Africa/Nairobi' }).format(0)
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', weekday: 'short', hour: '2-digit' }).format(0)
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit' }).format(0)
  new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of('KE')
  new Intl.PluralRules(locale).select(2)
} finally {
  self.close()
}
