import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

type KitchenPage = { items: { id: number; name: string }[] }
type Kitchen = { name: string; meals: { id: number; name: string; priceKes: number }[] }

test('a kitchen card opens the kitchen: its details, story and menu', async ({ page, request }) => {
  await page.goto('/food/kitchens')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const first = page.locator('.card-title a').first()
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page).toHaveURL(/\/food\/kitchens\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(`HomeCooked | ${name}`)
  const id = page.url().split('/').pop()
  const kitchen = (await (await request.get(`/api/kitchens/${id}`)).json()) as Kitchen
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible()
  await expect(page.locator('.meal-card')).toHaveCount(kitchen.meals.length)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('a meal page shows its price in shillings and links back to its kitchen', async ({ page, request }) => {
  const kitchens = (await (await request.get('/api/kitchens?perPage=1')).json()) as KitchenPage
  const kitchen = (await (await request.get(`/api/kitchens/${kitchens.items[0]?.id}`)).json()) as Kitchen
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  await page.goto(`/food/meals/${meal.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(meal.name)
  await expect(page.locator('.meal-price')).toContainText(String(meal.priceKes))
  await expect(page.getByRole('link', { name: kitchen.name })).toHaveAttribute(
    'href',
    /\/food\/kitchens\/\d+$/,
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('the meals list pages through every meal', async ({ page }) => {
  await page.goto('/food/meals')
  await expect(page.locator('.meal-card')).toHaveCount(12)
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/food\/meals\?page=2/)
  await expect(page.locator('.meal-card')).toHaveCount(12)
})

for (const path of ['/food/kitchens/999999', '/food/kitchens/abc', '/food/meals/0', '/food/meals/99999999']) {
  test(`${path} answers 404`, async ({ request }) => {
    expect((await request.get(path)).status()).toBe(404)
  })
}
