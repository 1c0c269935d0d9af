import { chromium, devices } from '@playwright/test'

/** What the browser fetched, by the kind of thing it was. */
type FetchedKind = { requests: number; bytes: number }
export type FetchedBytes = {
  /** Every request the page made in its first `seconds`, and the bytes on the wire (compressed). */
  total: FetchedKind
  byKind: Record<string, FetchedKind>
  seconds: number
}

const FIRST_SECONDS = 10

// Playwright reports a service worker's requests on the context only when asked to (Chromium).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'

/** The kind of a response, by its type: what the table counts it as. */
function kindOf(contentType: string): string {
  if (/javascript/.test(contentType)) return 'scripts'
  if (/json/.test(contentType)) return 'data'
  if (/css/.test(contentType)) return 'css'
  if (/^image\//.test(contentType)) return 'images'
  if (/font/.test(contentType)) return 'fonts'
  if (/html/.test(contentType)) return 'html'
  return 'other'
}

/**
 * Every byte a phone's browser fetches in a page's first 10 s, as it arrives on the wire: the
 * HTML, the scripts the page loads after its first paint, the routes it prefetches for links in
 * view, the catalogue's messages, JSON answers, images and fonts. The critical-path figure counts
 * only what the page needs to work; this one is what a metered data plan pays. Chromium on a
 * Pixel 5's screen (360 px wide), its cache empty, unthrottled: bytes, not times.
 */
export async function fetchedBytes(origin: string, path: string, cookie?: string): Promise<FetchedBytes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'allow' })
    // As Lighthouse is given it: on every request of the page.
    if (cookie) await context.setExtraHTTPHeaders({ Cookie: cookie })
    const byKind: Record<string, FetchedKind> = {}
    const total: FetchedKind = { requests: 0, bytes: 0 }
    const counted: Promise<void>[] = []
    // The context's requests: the service worker's own (its offline page, on install) too.
    context.on('requestfinished', (request) => {
      counted.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()])
          // Answered by the service worker: its own fetch of it is counted, not this copy.
          if (response?.fromServiceWorker()) return
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize
          const name = kindOf((await response?.allHeaders())?.['content-type'] ?? '')
          const kind = byKind[name] ?? { requests: 0, bytes: 0 }
          byKind[name] = kind
          kind.requests += 1
          kind.bytes += bytes
          total.requests += 1
          total.bytes += bytes
        })(),
      )
    })
    const page = await context.newPage()
    await page.goto(new URL(path, origin).href)
    await page.waitForTimeout(FIRST_SECONDS * 1000)
    await Promise.allSettled(counted)
    return { total, byKind, seconds: FIRST_SECONDS }
  } finally {
    await browser.close()
  }
}
