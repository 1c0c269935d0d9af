import type { Page } from '@playwright/test'
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../src/config/constants'
import { expect, test } from './fixtures'

/**
 * The script chunks fetched beyond those the page itself lists, while nobody touches it.
 * `prefetches`: whether the page is to prefetch at all, which decides what marks its idle moment
 * as over.
 */
async function chunksFetchedWhileIdle(page: Page, prefetches = true): Promise<string[]> {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) fetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // What the server's HTML asks for; anything else was fetched by the page on its own.
  const html = await (await page.request.get('/')).text()
  const listed = [...html.matchAll(/\/assets\/[^"']+\.js/g)].map((m) => m[0])
  if (prefetches) {
    // SPEC §9: idle prefetch happens within 2 s. The page marks its end itself, once every
    // preload it started has settled (prefetch-in-view.ts): all its requests are made by then.
    await expect(page.locator('html')).toHaveAttribute('data-prefetched', '/', {
      timeout: PREFETCH_IDLE_TIMEOUT_MS + 5_000,
    })
  } else {
    // Nothing is to happen, so nothing can be waited for: instead, an idle callback asked for
    // after hydration with the app's own deadline. Idle callbacks run in the order they were
    // asked for, so by the time this one runs the app's (asked for as the page hydrated) has run
    // and would have fetched the prefetch code: the moment to look is known to have passed.
    await page.evaluate(
      (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
      PREFETCH_IDLE_TIMEOUT_MS,
    )
    // The prefetch code's own chunk (a dynamic import) is requested from that callback: a frame
    // later, its request has been sent and its event has reached the test.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    await expect(page.locator('html')).not.toHaveAttribute('data-prefetched', /.*/)
  }
  // The shell's own lazy parts (footer, header menus, the navigation bar and offline banner)
  // load after hydration on every page: parts of this page, not a prefetch of another one.
  const ownParts =
    /\/(SiteFooter|MoreMenu|LanguageMenu|ThemePicker|HeaderMenu|NavigationProgress|ConnectionStatus)-[\w-]+\.js$/
  return [...new Set(fetched)].filter((path) => !listed.includes(path) && !ownParts.test(path))
}

test('links in view are prefetched once the page is idle', async ({ page }) => {
  expect((await chunksFetchedWhileIdle(page)).length).toBeGreaterThan(0)
})

test('the links of a closed menu are not prefetched: the shopper cannot see them', async ({ page }) => {
  const fetched = await chunksFetchedWhileIdle(page)
  await expect(page.locator('.site-nav a[href="/pages/about"]')).toBeHidden()
  // The static pages' code: only the header's closed menu links to them above the fold.
  expect(fetched.filter((path) => /\/StaticPage-[\w-]+\.js$/.test(path))).toEqual([])
})

test('nothing is prefetched with data saver on', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
  })
  expect(await chunksFetchedWhileIdle(page, false)).toEqual([])
})

test('nothing is prefetched on a 2g connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: 'slow-2g' } })
  })
  expect(await chunksFetchedWhileIdle(page, false)).toEqual([])
})
