import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

type KitchenPage = { items: { id: number; name: string }[]; total: number }

test('the server renders the seeded kitchens into the HTML', async ({ request }) => {
  const kitchens = (await (await request.get('/api/kitchens?perPage=12')).json()) as KitchenPage
  expect(kitchens.total).toBeGreaterThanOrEqual(30)
  const html = await (await request.get('/')).text()
  for (const kitchen of kitchens.items) {
    expect(html).toContain(kitchen.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
  }
})

test('the home page hydrates from the server data without fetching it again', async ({ page }) => {
  // Data saver on: idle prefetch of the linked pages (tested in prefetch.spec.ts) stays out of the count.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
  })
  const serverFnCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_serverFn/')) serverFnCalls.push(request.url())
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HomeCooked')
  await expect(page.locator('.card-grid > li')).toHaveCount(12)
  await page.waitForLoadState('networkidle')
  expect(serverFnCalls).toEqual([])
})

test('the home page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})
