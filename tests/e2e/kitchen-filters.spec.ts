import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { LiveCount } from './list-count'

/**
 * The kitchens list's filters (SPEC §1): a GET form, so each view is a shareable link
 * that works without the page's script; chips take one filter off; a filter in the URL that
 * fails is dropped with the list still served, a bad page number is a 404.
 */
test('a shopper narrows the kitchens by cuisine and "verified", reads the count, and takes a filter off by its chip', async ({
  page,
  request,
}) => {
  const all = new LiveCount(request, 'kitchen')
  const somali = new LiveCount(request, 'kitchen', 'cuisine=somali')
  expect(await somali.now()).toBeGreaterThan(0)
  expect(await somali.now()).toBeLessThan(await all.now())
  await page.goto('/food/kitchens')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await all.expectShownOn(page)
  await somali.now()
  // The filters are in their sheet (the list's results come first): open it.
  await page.locator('summary', { hasText: /^Filters/ }).click()
  await page.getByLabel('Cuisine').selectOption({ label: 'Somali' })
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' })
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/[?&]cuisine=somali/)
  await expect(page).toHaveURL(/[?&]sort=newest/)
  const shown = await somali.expectShownOn(page)
  // A full first page, or every Somali kitchen when there are fewer.
  await expect(page.locator('.card-grid > li')).toHaveCount(Math.min(shown, 12))
  // The form shows what the URL chose.
  await expect(page.getByLabel('Cuisine')).toHaveValue('somali')
  await expect(page.getByLabel('Sort by')).toHaveValue('newest')

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await all.now()
  await page.getByRole('link', { name: /Remove filter: Somali/ }).click()
  await expect(page).not.toHaveURL(/cuisine=/)
  await all.expectShownOn(page)
  // Taking the filter off keeps the sort.
  await expect(page).toHaveURL(/[?&]sort=newest/)
  await expect(page).not.toHaveURL(/cuisine=/)
})

test('a filter that matches nothing says so and offers every kitchen', async ({ page }) => {
  await page.goto('/food/kitchens?cuisine=somali&minRating=5&maxPrice=1')
  await expect(page.getByText('No kitchen matches all of these filters.')).toBeVisible()
  await page.getByRole('link', { name: 'see every kitchen' }).click()
  await expect(page).toHaveURL(/\/food\/kitchens$/)
  await expect(page.locator('.card-grid > li').first()).toBeVisible()
})

test('bad filters in a link are dropped and the list still shows; a bad page number is a 404', async ({
  page,
  request,
}) => {
  const all = new LiveCount(request, 'kitchen')
  await all.now()
  const response = await page.goto('/food/kitchens?cuisine=pizza&minRating=9&sort=cheapest')
  expect(response?.status()).toBe(200)
  await all.expectShownOn(page)
  expect((await request.get('/food/kitchens?page=abc')).status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form still filters: the server renders the chosen view', async ({ page, request }) => {
    const open = new LiveCount(request, 'kitchen', 'openNow=true&verified=true')
    await page.goto('/food/kitchens')
    // The filters are in their sheet (the list's results come first): open it.
    await page.locator('summary', { hasText: /^Filters/ }).click()
    await page.getByLabel('Open now').check()
    await page.getByLabel('Verified kitchens only').check()
    await open.now()
    await page.getByRole('button', { name: 'Show results' }).click()
    await expect(page).toHaveURL(/openNow=true/)
    await expect(page.getByLabel('Open now')).toBeChecked()
    await open.expectShownOn(page)
  })
})

test('the meals list takes the same filters: a link to vegan meals shows them, and its chip takes it off', async ({
  page,
  request,
}) => {
  const all = new LiveCount(request, 'meal')
  const vegan = new LiveCount(request, 'meal', 'dietary=vegan')
  expect(await vegan.now()).toBeGreaterThan(0)
  expect(await vegan.now()).toBeLessThan(await all.now())
  await page.goto('/food/meals?dietary=vegan')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await vegan.expectShownOn(page)
  // The filters are in their sheet (the list's results come first): open it.
  await page.locator('summary', { hasText: /^Filters/ }).click()
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked()
  await page.keyboard.press('Escape')
  await all.now()
  await page.getByRole('link', { name: /Remove filter: Vegan/ }).click()
  await expect(page).not.toHaveURL(/dietary=/)
  await all.expectShownOn(page)
})

test('a shopper chooses a delivery day: the meals list keeps what can be delivered then, and its chip takes it off', async ({
  page,
  request,
}) => {
  await page.goto('/food/meals')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // The filters are in their sheet (the list's results come first): open it.
  await page.locator('summary', { hasText: /^Filters/ }).click()
  const select = page.getByLabel('Delivery day')
  // "Any day", then today and the next 6 days (the slots' window).
  const days = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']))
  expect(days).toHaveLength(8)
  // Three days ahead: no other test orders for it (cooks may still add meals meanwhile).
  const [day, label] = days[4] ?? []
  if (!day || !label) throw new Error('No delivery day to choose')
  const deliverable = new LiveCount(request, 'meal', `deliveryDay=${day}`)
  const all = new LiveCount(request, 'meal')
  await deliverable.now()
  await select.selectOption(day)
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]deliveryDay=${day}`))
  await deliverable.expectShownOn(page)
  await expect(select).toHaveValue(day)
  await all.now()
  await page.getByRole('link', { name: `Remove filter: Delivers on ${label}` }).click()
  await expect(page).not.toHaveURL(/deliveryDay=/)
  await all.expectShownOn(page)
})

test('a delivery day that has passed, in an old link, is dropped and the list still shows', async ({
  page,
  request,
}) => {
  const all = new LiveCount(request, 'kitchen')
  await all.now()
  const response = await page.goto('/food/kitchens?deliveryDay=2020-01-01')
  expect(response?.status()).toBe(200)
  await all.expectShownOn(page)
  expect((await request.get('/api/kitchens?deliveryDay=2020-01-01')).status()).toBe(422)
})
