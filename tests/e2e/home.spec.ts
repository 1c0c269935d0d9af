import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

type ListPage = { items: { id: number; name: string }[]; total: number }

/** The storefront's home (src/routes/-home): Deliver to, search, cuisines, rails, how it works. */

const escaped = (name: string) => name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

test('the server renders the rails’ kitchens and meals into the HTML', async ({ request }) => {
  const newest = (await (await request.get('/api/kitchens?sort=newest&perPage=10')).json()) as ListPage
  const popular = (await (await request.get('/api/meals?sort=popularity&perPage=10')).json()) as ListPage
  expect(newest.items.length).toBeGreaterThan(2)
  expect(popular.items.length).toBeGreaterThan(2)
  for (const path of ['/', '/food']) {
    const html = await (await request.get(path)).text()
    for (const item of [...newest.items, ...popular.items]) expect(html).toContain(escaped(item.name))
    expect(html).toContain('How it works')
  }
})

test('the home page hydrates from the server data without fetching it again, asking only for its personal part', async ({
  page,
}) => {
  // Data saver on: idle prefetch of the linked pages (tested in prefetch.spec.ts) stays out of the count.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
  })
  const serverFnCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_serverFn/')) serverFnCalls.push(request.url())
  })
  const cacheControls: (string | undefined)[] = []
  page.on('response', (response) => {
    if (response.url().includes('/_serverFn/')) cacheControls.push(response.headers()['cache-control'])
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home-cooked food near you')
  await expect(page.getByRole('region', { name: 'New kitchens' }).getByRole('listitem')).toHaveCount(10)
  await page.waitForLoadState('networkidle')
  // The rails came with the page; the one call is the visitor's personal part (decision 0101),
  // which no cache keeps.
  expect(serverFnCalls).toHaveLength(1)
  expect(cacheControls).toEqual(['no-store'])
})

/** How much of an element shows inside the window, as a share of its height (0 to 1). */
const shownShare = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
    return Math.max(0, shown) / box.height
  })

test.describe('on a 360 × 780 phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

  test('Deliver to, the search box and the cuisines, then a rail and a half of cards, on the first screen', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    for (const control of [
      page.locator('.deliver-to summary'),
      page.getByRole('searchbox', { name: 'Dish, kitchen, area or cuisine' }),
      page.getByRole('navigation', { name: 'Cuisines' }).getByRole('link', { name: 'Kenyan', exact: true }),
    ])
      await expect(control).toBeInViewport()
    // The first rail's cards whole, the second's at least half.
    expect(await shownShare(page, '.rail-section:nth-of-type(1) .rail > li:first-child')).toBe(1)
    expect(
      await shownShare(page, '.rail-section:nth-of-type(2) .rail > li:first-child'),
    ).toBeGreaterThanOrEqual(0.5)
    // Two cards whole and a cut third say the row scrolls sideways, inside the page, never widening it.
    const cards = page.getByRole('region', { name: 'New kitchens' }).locator('.rail > li')
    const [second, third] = await Promise.all([cards.nth(1).boundingBox(), cards.nth(2).boundingBox()])
    if (!second || !third) throw new Error('The rail has fewer than three cards')
    expect(second.x + second.width).toBeLessThanOrEqual(360)
    expect(third.x).toBeLessThan(360)
    expect(third.x + third.width).toBeGreaterThan(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
  })

  test('an Arabic rail starts at the right and scrolls to the left', async ({ page }) => {
    await page.goto('/ar-KE')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const rail = page.locator('.rail').first()
    const [railBox, firstBox, secondBox] = await Promise.all([
      rail.boundingBox(),
      rail.locator('> li').nth(0).boundingBox(),
      rail.locator('> li').nth(1).boundingBox(),
    ])
    if (!railBox || !firstBox || !secondBox) throw new Error('The rail has no cards')
    expect(railBox.x + railBox.width - (firstBox.x + firstBox.width)).toBeLessThan(20)
    expect(secondBox.x).toBeLessThan(firstBox.x)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
  })

  test('the home page has no serious accessibility violation', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
})

test('the home page has no serious accessibility violation on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('choosing an area puts the open kitchens nearest to it first, and the page remembers it', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const deliverTo = page.locator('.deliver-to summary')
  await expect(deliverTo).toHaveText(/Deliver to\s+Choose your area/)
  await deliverTo.click()
  await page.getByLabel('Area of Nairobi').selectOption('Karen')
  await page.getByRole('button', { name: 'Deliver here' }).click()
  await expect(deliverTo).toHaveText(/Deliver to\s+Karen/)
  // The same list the API answers a client that shares Karen's centre, nearest first.
  const nearest = (await (
    await request.get('/api/kitchens?openNow=true&sort=distance&perPage=10', {
      headers: { 'X-STORE-LOCATION': '-1.319,36.708' },
    })
  ).json()) as ListPage
  const rail = page.getByRole('region', { name: 'Open now near you' })
  if (nearest.items.length === 0) await expect(rail).toHaveCount(0)
  else
    await expect(rail.getByRole('heading', { level: 3 })).toHaveText(
      nearest.items.map((kitchen) => kitchen.name),
    )
  // Rendered by the server for the next visit, from the cookie.
  await page.reload()
  await expect(deliverTo).toHaveText(/Deliver to\s+Karen/)
  // "Anywhere" forgets it.
  await deliverTo.click()
  await page.getByLabel('Area of Nairobi').selectOption('')
  await page.getByRole('button', { name: 'Deliver here' }).click()
  await expect(deliverTo).toHaveText(/Choose your area/)
})

test.describe('without the page’s script', () => {
  test.use({ javaScriptEnabled: false })

  test('Deliver to still works: the form posts the area and comes back to the page', async ({ page }) => {
    await page.goto('/sw-KE/food')
    await page.locator('.deliver-to summary').click()
    await page.locator('#deliver-to-area').selectOption('Westlands')
    await page.locator('.deliver-to-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/sw-KE\/food$/)
    await expect(page.locator('.deliver-to summary')).toContainText('Westlands')
  })
})

test('the /deliver-to form refuses an area not on the list and never sends the shopper off the site', async ({
  request,
}) => {
  const refused = await request.post('/deliver-to', {
    form: { area: 'Atlantis', back: '/' },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(422)
  expect(await refused.text()).toContain('Choose an area of Nairobi')
  expect(refused.headers()['set-cookie']).toBeUndefined()
  const offSite = await request.post('/deliver-to', {
    form: { area: 'CBD', back: '//evil.example/' },
    maxRedirects: 0,
  })
  expect(offSite.status()).toBe(303)
  expect(offSite.headers().location).toBe('/')
  expect(offSite.headers()['set-cookie']).toMatch(/hc_store_location=-1\.286,36\.817/)
})

test('a signed-in shopper’s home delivers to their default address and its search goes to the results', async ({
  page,
}) => {
  test.slow()
  await registerAndSignIn(page)
  await addAddress(page)
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.deliver-to summary')).toHaveText(/Deliver to\s+Home · Kilimani/)
  await page.getByRole('searchbox', { name: 'Dish, kitchen, area or cuisine' }).fill('pilau')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/food\/search\?q=pilau$/)
  await expect(page.locator('#content h1')).toBeFocused()
})
