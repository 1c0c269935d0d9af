import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

type KitchenPage = { total: number; items: { name: string }[] }

/**
 * The kitchens list's filters (issue 15 point 1): a GET form, so each view is a shareable link
 * that works without the page's script; chips take one filter off; a filter in the URL that
 * fails is dropped with the list still served, a bad page number is a 404.
 */
const totalOf = async (request: import('@playwright/test').APIRequestContext, query: string) =>
  ((await (await request.get(`/api/kitchens?perPage=1&${query}`)).json()) as KitchenPage).total

test('a shopper narrows the kitchens by cuisine and "verified", reads the count, and takes a filter off by its chip', async ({
  page,
  request,
}) => {
  const all = await totalOf(request, '')
  const somali = await totalOf(request, 'cuisine=somali')
  expect(somali).toBeGreaterThan(0)
  expect(somali).toBeLessThan(all)
  await page.goto('/food/kitchens')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('status').filter({ hasText: `${all} kitchens` })).toBeVisible()
  await page.getByLabel('Cuisine').selectOption({ label: 'Somali' })
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' })
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/[?&]cuisine=somali/)
  await expect(page).toHaveURL(/[?&]sort=newest/)
  await expect(page.getByRole('status').filter({ hasText: `${somali} kitchen` })).toBeVisible()
  await expect(page.locator('.card-grid > li')).toHaveCount(Math.min(somali, 12))
  // The form shows what the URL chose.
  await expect(page.getByLabel('Cuisine')).toHaveValue('somali')
  await expect(page.getByLabel('Sort by')).toHaveValue('newest')

  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await page.getByRole('link', { name: /Remove filter: Somali/ }).click()
  await expect(page.getByRole('status').filter({ hasText: `${all} kitchens` })).toBeVisible()
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
  const all = await totalOf(request, '')
  const response = await page.goto('/food/kitchens?cuisine=pizza&minRating=9&sort=cheapest')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: `${all} kitchens` })).toBeVisible()
  expect((await request.get('/food/kitchens?page=abc')).status()).toBe(404)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form still filters: the server renders the chosen view', async ({ page, request }) => {
    const open = await totalOf(request, 'openNow=true&verified=true')
    await page.goto('/food/kitchens')
    await page.getByLabel('Open now').check()
    await page.getByLabel('Verified kitchens only').check()
    await page.getByRole('button', { name: 'Show results' }).click()
    await expect(page).toHaveURL(/openNow=true/)
    await expect(page.getByRole('status')).toContainText(`${open} kitchen`)
    await expect(page.getByLabel('Open now')).toBeChecked()
  })
})

test('the meals list takes the same filters: a link to vegan meals shows them, and its chip takes it off', async ({
  page,
  request,
}) => {
  const count = async (query: string) =>
    ((await (await request.get(`/api/meals?perPage=1&${query}`)).json()) as KitchenPage).total
  const all = await count('')
  const vegan = await count('dietary=vegan')
  expect(vegan).toBeGreaterThan(0)
  expect(vegan).toBeLessThan(all)
  await page.goto('/food/meals?dietary=vegan')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('status').filter({ hasText: `${vegan} meal` })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked()
  await page.getByRole('link', { name: /Remove filter: Vegan/ }).click()
  await expect(page.getByRole('status').filter({ hasText: `${all} meals` })).toBeVisible()
})

test('a shopper chooses a delivery day: the meals list keeps what can be delivered then, and its chip takes it off', async ({
  page,
  request,
}) => {
  const count = async (query: string) =>
    ((await (await request.get(`/api/meals?perPage=1&${query}`)).json()) as KitchenPage).total
  await page.goto('/food/meals')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const all = await count('')
  const select = page.getByLabel('Delivery day')
  // "Any day", then today and the next 6 days (the slots' window).
  const days = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']))
  expect(days).toHaveLength(8)
  // Three days ahead: no other test orders for it, so the count holds while this one runs.
  const [day, label] = days[4] ?? []
  if (!day || !label) throw new Error('No delivery day to choose')
  const deliverable = await count(`deliveryDay=${day}`)
  await select.selectOption(day)
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]deliveryDay=${day}`))
  await expect(page.getByRole('status')).toContainText(deliverable === 1 ? '1 meal' : `${deliverable} meals`)
  await expect(select).toHaveValue(day)
  await page.getByRole('link', { name: `Remove filter: Delivers on ${label}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `${all} meals` })).toBeVisible()
  await expect(page).not.toHaveURL(/deliveryDay=/)
})

test('a delivery day that has passed, in an old link, is dropped and the list still shows', async ({
  page,
  request,
}) => {
  const all = ((await (await request.get('/api/kitchens?perPage=1')).json()) as KitchenPage).total
  const response = await page.goto('/food/kitchens?deliveryDay=2020-01-01')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: `${all} kitchens` })).toBeVisible()
  expect((await request.get('/api/kitchens?deliveryDay=2020-01-01')).status()).toBe(422)
})
