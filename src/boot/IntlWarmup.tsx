import { InlineScript } from '../components/InlineScript'
import { formatLocale } from '../lib/formatters'

// A classic inline script in the head: it runs once the stylesheet React hoists above it has
// arrived, long before the app's modules, so the worker is done before hydration formats a price.
// The worker's name is the locale the page formats in (one of ours, so JSON is safe inline).
const startWorker = (locale: string) =>
  `try{new Worker('/intl-warmup.js',{name:${JSON.stringify(locale)}})}catch(e){}`

/**
 * Starts public/intl-warmup.js, which builds Intl's formatters on a worker thread first: in
 * Chromium the first formatter of a page loads ICU's data, 140-290 ms of the main thread at a
 * phone's speed, and a worker that did it first leaves the page's own formatters cheap (record 0047).
 * Without workers, or offline (the service worker's offline page has no scripts), nothing changes.
 */
export function IntlWarmup({ locale }: { locale: string }) {
  return <InlineScript code={startWorker(formatLocale(locale))} />
}
