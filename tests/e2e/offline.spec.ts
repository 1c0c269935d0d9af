import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The offline banner's code follows the page's (decision 0012): a shopper who has had the page for a
 * moment has it. On a busy machine it can arrive after 'networkidle', so the tests wait for the
 * chunks of the lazy parts the server named for the page, the banner's among them.
 */
async function bannerCodeLoaded(page: Page) {
  await page.waitForFunction(() => {
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name))
    const parts = [
      ...document.querySelectorAll<HTMLLinkElement>('#hc-rendered-parts link[rel="modulepreload"]'),
    ]
    return parts.length > 0 && parts.every((link) => loaded.has(link.href))
  })
}

test('the service worker serves the offline page when the network is cut, and never caches the API', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The worker controls pages loaded after it activated.
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(cached).toContain('/offline')
  expect(cached.filter((u) => u.startsWith('/api/') || u.startsWith('/_serverFn'))).toEqual([])

  await context.setOffline(true)
  // Playwright takes a service worker offline as it attaches to it; one the browser had stopped
  // and starts again for this navigation can fetch before that lands (a CI run got the real
  // kitchens page). Once running it is offline, so the navigation is tried again until then.
  await expect(async () => {
    await page.goto('/food/kitchens').catch(() => undefined)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline', { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await context.setOffline(false)
  // Back online, the page it stood in for comes back by itself, without a click.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline', { timeout: 15_000 })
  await expect(page.locator('main h1')).toHaveCount(1)
  // Failed loads while offline are logged by the browser; they are the point of this test.
  consoleErrors.splice(0)
})

test('the storefront is installable: a manifest with icons', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    start_url: string
    display: string
    icons: { sizes: string }[]
  }
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect((await request.get('/icons/icon-512.png')).status()).toBe(200)
})

test('an offline banner follows the browser’s network events', async ({ page, context }) => {
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Idle prefetch finishes first: a prefetch cut off by the test's own network switch is not the point here.
  await expect(page.locator('html')).toHaveAttribute('data-prefetched', /food/)
  await bannerCodeLoaded(page)
  const banner = page.locator('.offline-banner')
  await expect(banner).toBeHidden()
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('You are offline')
  await context.setOffline(false)
  await expect(banner).toBeHidden()
})

test('a page whose code fails to load while offline stays as it is (no reload into the offline page)', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Data saver on: the idle prefetch (IdlePrefetch) would otherwise fetch the kitchen page's code
  // while online, sooner or later depending on how busy the machine is, and the hover below
  // would then have nothing left to fail.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
  })
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await bannerCodeLoaded(page)
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1
  })
  // The app decides in its 'vite:preloadError' listener (src/lib/chunk-reload.ts), added as the
  // page hydrated; one added now runs after it, so when it has run the decision is made, and a
  // reload, had it been chosen, would have started already.
  await page.evaluate(() =>
    window.addEventListener('vite:preloadError', () => {
      document.documentElement.dataset.testPreloadErrors = 'seen'
    }),
  )
  await context.setOffline(true)
  await expect(page.locator('.offline-banner')).toBeVisible()
  // Hovering a kitchen link preloads its route's code, which cannot arrive offline.
  const failedChunks = page.waitForEvent('requestfailed', (request) =>
    /\/assets\/.+\.js$/.test(request.url()),
  )
  await page.locator('a[href^="/food/kitchens/"]').first().hover()
  await failedChunks
  await expect(page.locator('html')).toHaveAttribute('data-test-preload-errors', 'seen')
  expect(await page.evaluate(() => sessionStorage.getItem('homecooked:chunk-reload-at'))).toBeNull()
  expect(navigations).toBe(0)
  await expect(page.locator('.offline-banner')).toContainText('You are offline')
  await context.setOffline(false)
  // The failed loads (through the service worker: ERR_FAILED) are the point of this test.
  const expected = (text: string) =>
    /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(text) ||
    /dynamically imported module/i.test(text)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)))
})
