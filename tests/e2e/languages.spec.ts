import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { openMenuSheet } from './header-helpers'

test('switching to Kiswahili changes the prefix and the texts, and survives a reload', async ({ page }) => {
  // The page's code is held back here, as on a slow network: its modules start only after the
  // first paint (decision 0050) and the menu's code is lazy (decision 0012), so until they are in,
  // the server-rendered links are what the shopper taps, and the choice must still be
  // remembered (by the head's inline script, REMEMBER_LOCALE_CHOICE_SCRIPT).
  await page.route(/\/assets\/[^/]+\.js$/, () => {})
  await page.goto('/food')
  await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible()
  // On a phone the language menu is in the header's menu sheet: a <details> too, open before the code.
  await openMenuSheet(page)
  await page.locator('.language-menu summary').click()
  const kiswahili = page.getByRole('link', { name: /Kiswahili/ })
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  await kiswahili.click()
  await expect(page).toHaveURL(/\/sw-KE\/food$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE')
  const heading = page.getByRole('heading', { level: 2 }).first()
  await expect(heading).not.toHaveText('How it works')
  const swahili = await heading.textContent()
  await page.reload()
  await expect(page).toHaveURL(/\/sw-KE\/food$/)
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(swahili ?? '')
  // The choice is remembered: the root now sends this visitor to Kiswahili.
  await page.goto('/')
  await expect(page).toHaveURL(/\/sw-KE$/)
})

test('the language menu shows Kenya’s drawn flag beside each language, named by its name and code', async ({
  page,
}) => {
  await page.goto('/ar-KE/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await openMenuSheet(page)
  const menu = page.locator('.language-menu')
  await menu.locator('summary').click()
  // The flag is a picture, not an emoji (an empty box on a phone without an emoji font), and
  // decorative: the links are named by the language alone.
  await expect(menu.getByRole('link', { name: 'Kiswahili sw-KE', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'العربية ar-KE', exact: true })).toBeVisible()
  const flags = menu.locator('[aria-hidden="true"].flag')
  await expect(flags).toHaveCount(9) // the button's and one per language
  for (const flag of await flags.all()) {
    await expect(flag).toHaveText('')
    const box = await flag.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(box?.height ?? 0)
    expect(await flag.evaluate((node) => getComputedStyle(node).backgroundImage)).toMatch(
      /^url\("data:image\/svg\+xml,/,
    )
  }
  // Arabic in Kenya shows Kenya's flag, as every other language here does.
  const arabic = menu.getByRole('link', { name: 'العربية ar-KE', exact: true }).locator('.flag')
  await expect(arabic).toHaveClass(/\bflag-ke\b/)
})

test('links keep the current locale', async ({ page }) => {
  await page.goto('/fr-KE/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.locator('.service-tabs a[href="/fr-KE/food/kitchens"]').click()
  await expect(page).toHaveURL(/\/fr-KE\/food\/kitchens$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-KE')
})

test('Arabic is right to left, and passes axe', async ({ page }) => {
  await page.goto('/ar-KE')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-KE')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
})

test('the page fetches only its language’s catalogue, once, as a cached file outside the HTML', async ({
  page,
}) => {
  const catalogues: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/i18n/') || /\/assets\/(en|sw|fr|es|pt|ar|ki|kam)-[\w-]+\.js$/.test(path))
      catalogues.push(path)
  })
  const response = await page.goto('/sw-KE/food')
  const html = (await response?.text()) ?? ''
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  expect(catalogues).toHaveLength(1)
  expect(catalogues[0]).toMatch(/^\/i18n\/\w+\/sw\.json$/)

  const catalogue = await page.request.get(catalogues[0] ?? '')
  expect(catalogue.headers()['cache-control']).toContain('immutable')
  // Compiled messages are lists of text and placeholders; the long plain-text ones are easy to spot.
  const texts = Object.values(await catalogue.json()).flatMap((message) =>
    Array.isArray(message) && message.length === 1 && typeof message[0] === 'string' && message[0].length > 40
      ? [message[0]]
      : [],
  )
  // The HTML shows what the page says, not the whole catalogue (it used to carry every message).
  expect(texts.length).toBeGreaterThan(50)
  expect(texts.filter((text) => html.includes(text)).length).toBeLessThan(texts.length / 10)

  // The next page of the same language needs no catalogue request the browser cannot answer itself.
  await page.locator('.service-tabs a[href="/sw-KE/food/kitchens"]').click()
  await expect(page).toHaveURL(/\/sw-KE\/food\/kitchens$/)
  await page.goto('/sw-KE/food/meals')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(new Set(catalogues).size).toBe(1)
})

test.describe('the root redirect', () => {
  // The browser's own language setting is what sends Accept-Language.
  test.use({ locale: 'fr-FR' })

  test('/ with Accept-Language fr goes to /fr-KE', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/fr-KE$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-KE')
  })

  test('/food with the same header stays in English', async ({ page }) => {
    await page.goto('/food')
    await expect(page).toHaveURL(/\/food$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE')
  })
})

test('an unknown locale prefix answers 404', async ({ request }) => {
  expect((await request.get('/xx-KE/food')).status()).toBe(404)
})

test('each page has translated metadata and hreflang alternates for every locale', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/sw-KE/food/kitchens')).text()
  // Crawlers take only absolute alternates (PUBLIC_URL is the server's own origin here).
  const alternates: [string, string][] = [
    ['en-KE', '/food/kitchens'],
    ...['sw-KE', 'fr-KE', 'es-KE', 'pt-KE', 'ar-KE', 'ki-KE', 'kam-KE'].map((code): [string, string] => [
      code,
      `/${code}/food/kitchens`,
    ]),
    ['x-default', '/food/kitchens'],
  ]
  for (const [code, path] of alternates) {
    // Every head tag carries the response's CSP nonce after its own attributes.
    expect(html).toContain(`<link rel="alternate" hrefLang="${code}" href="${baseURL}${path}"`)
  }
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  const english = await (await request.get('/food/kitchens')).text()
  expect(english).toContain('<title>HomeCooked | Food | Find Kitchens and Restaurants Near You</title>')
  expect(html).not.toContain('<title>HomeCooked | Food | Find Kitchens and Restaurants Near You</title>')
})

test('two concurrent requests in two languages never see each other’s messages', async ({ request }) => {
  const [swTitle, frTitle] = await Promise.all(
    ['/sw-KE/food/kitchens', '/fr-KE/food/kitchens'].map(async (path) => {
      const html = await (await request.get(path)).text()
      return html.match(/<title>([^<]*)<\/title>/)?.[1]
    }),
  )
  expect(swTitle).toBeTruthy()
  expect(frTitle).toBeTruthy()
  expect(swTitle).not.toBe(frTitle)
  const responses = await Promise.all(
    Array.from({ length: 24 }, (_, i) => (i % 2 ? '/fr-KE/food/kitchens' : '/sw-KE/food/kitchens')).map(
      async (path) => ({ path, html: await (await request.get(path)).text() }),
    ),
  )
  for (const { path, html } of responses) {
    const expected = path.startsWith('/fr-KE') ? frTitle : swTitle
    const other = path.startsWith('/fr-KE') ? swTitle : frTitle
    expect(html).toContain(`<title>${expected}</title>`)
    expect(html).not.toContain(`<title>${other}</title>`)
  }
})

for (const code of ['ki-KE', 'ar-KE', 'fr-KE']) {
  test(`prices read "KSh" and the same before and after hydration in ${code}`, async ({ page }) => {
    // Chromium's ICU has no Kikuyu: it formatted "KES 45" where the server wrote "Ksh 45"; Intl's
    // currency formats also wrote "45 KES" in French and "‏45 KES" in Arabic. One label now, KSh.
    const html = await (await page.request.get(`/${code}/food`)).text()
    const served = /<bdi>(KSh[^<]+)<\/bdi>/.exec(html)?.[1] ?? ''
    expect(served).toMatch(/^KSh\s\d/)
    await page.goto(`/${code}/food`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const price = page
      .locator('bdi')
      .filter({ hasText: /^KSh\s\d/ })
      .first()
    expect(await price.textContent()).toBe(served)
    // In Arabic the amount reads left to right inside the right-to-left page: label, then number.
    expect(await price.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr')
  })
}
