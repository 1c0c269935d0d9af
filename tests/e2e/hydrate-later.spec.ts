import { expect, test } from './fixtures'

/**
 * Decision 0051: the footer hydrates in a task after the rest of the page. Until then it is the
 * server's HTML, which works on its own; after, it is the app's, in the same DOM.
 */
test('the footer opened before the page’s code arrived stays open, and its links then navigate within the app', async ({
  page,
}) => {
  // The page's scripts wait until the shopper has opened the footer's list of countries.
  let release: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await opened
    await route.continue()
  })
  await page.goto('/food/kitchens', { waitUntil: 'domcontentloaded' })
  const countries = page.locator('.footer-countries')
  await countries.locator('summary').click()
  await expect(countries).toHaveAttribute('open', '')
  release()

  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(countries, 'hydration kept the server’s open list').toHaveAttribute('open', '')
  await expect(countries.getByRole('link', { name: 'Kenya' })).toBeVisible()

  // A client-side navigation keeps the page's window: a full page load would lose this mark.
  await page.evaluate(() => {
    ;(window as unknown as { stayed: boolean }).stayed = true
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About')
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
