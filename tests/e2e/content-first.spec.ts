import { START_AT_LATEST_MS } from '../../src/boot/scripts-after-paint.server'
import { expect, test } from './fixtures'

/**
 * Decision 0050: on a slow link a page's content gets the first round trips; its scripts are
 * fetched once it has painted (and its LCP image has arrived), or after START_AT_LATEST_MS if
 * no paint comes by then. The page then hydrates and works as before.
 */
async function loadOrder(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const scripts = resources.filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')?.currentSrc
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(...scripts.map((r) => r.startTime)),
      scripts: scripts.length,
      imageArrived: image ? resources.find((r) => r.name === image)?.responseEnd : undefined,
    }
  })
}

for (const [name, path, hasImage] of [
  ['a kitchen (its cover image is the largest paint)', '/food/kitchens/1', true],
  ['the kitchens list (its heading is)', '/food/kitchens', false],
] as const) {
  test(`${name}: the content paints before the page's scripts are fetched, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const order = await loadOrder(page)
    expect(order.scripts, 'the page fetched its scripts').toBeGreaterThan(2)
    // The browser's word on the first paint, or the loader's deadline if it painted later.
    expect(order.firstScript).toBeGreaterThanOrEqual(Math.min(order.firstPaint, START_AT_LATEST_MS))
    if (hasImage) {
      expect(order.imageArrived, 'the LCP image was fetched').toBeDefined()
      if (order.firstPaint < START_AT_LATEST_MS)
        expect(order.firstScript).toBeGreaterThanOrEqual(order.imageArrived ?? Number.POSITIVE_INFINITY)
    }
    // Nothing is left inert: every module preload has its address back.
    await expect(page.locator('link[data-href]:not([href])')).toHaveCount(0)
    await expect(page.locator('link[rel="modulepreload"]')).not.toHaveCount(0)
  })
}

test('the served HTML carries no script or module preload the browser would fetch before painting', async ({
  request,
}) => {
  const html = await (await request.get('/food/kitchens')).text()
  expect(html.match(/<link[^>]*\srel="modulepreload"[^>]*>/g) ?? []).toEqual([])
  expect(html.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).toEqual([])
  expect(html.match(/<script nonce="[^"]+" data-entry="\/assets\/[^"]+\.js">/g)).toHaveLength(1)
})

test("the served HTML names a preload of each rendered lazy part's chunks, and the browser can fetch each", async ({
  request,
}) => {
  const html = await (await request.get('/food/kitchens')).text()
  const manifest = html.match(/<div hidden="" id="hc-rendered-parts" data-parts="([^"]*)">(.*?)<\/div>/)
  expect(manifest, 'the page names the lazy parts it rendered').not.toBeNull()
  const parts = (manifest?.[1] ?? '').split(' ').filter(Boolean)
  expect(parts).toContain('SiteFooter')
  // The build's map of parts to chunks (src/boot/part-chunks-plugin.ts) named their chunks,
  // which several parts share (the shell group of decision 0048).
  const chunks = [...(manifest?.[2] ?? '').matchAll(/data-href="(\/assets\/[\w.-]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  )
  expect(chunks.length).toBeGreaterThan(0)
  for (const chunk of chunks) expect((await request.get(chunk)).status(), chunk).toBe(200)
})
