import { expect, test } from './fixtures'

// Decision 0047: the first Intl formatter a page builds loads ICU's data. A worker started by the
// page's first script builds them first, off the main thread; the hydration that formats the
// page's prices and dates then finds ICU ready. Blocked by the CSP, the worker would log an
// error and every page test would fail (fixtures); this one checks that it starts at all.
test('a page starts the Intl warm-up worker while it loads, in its own language', async ({ page }) => {
  const worker = page.waitForEvent('worker')
  await page.goto('/sw-KE/food')
  const started = await worker
  expect(new URL(started.url()).pathname).toBe('/intl-warmup.js')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // The page's own prices are formatted in its language (Swahili: "KSh", not "KES").
  await expect(
    page
      .locator('bdi')
      .filter({ hasText: /^KSh\s/ })
      .first(),
  ).toBeVisible()
})
