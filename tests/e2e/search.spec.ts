import { expect, test } from './fixtures'

/** Reads "K kitchens and M meals match “q”." (or "1 kitchen", "1 meal") into its two numbers. */
async function totals(page: import('@playwright/test').Page) {
  const text = (await page.getByRole('status').textContent()) ?? ''
  const [, kitchens, meals] = /(\d+) kitchens? and (\d+) meals?/.exec(text) ?? []
  return { kitchens: Number(kitchens), meals: Number(meals) }
}

test('every meal a search counts can be reached through its pages', async ({ page }) => {
  await page.goto('/food/search?q=chapati')
  const { meals } = await totals(page)
  expect(meals).toBeGreaterThan(12)
  let seen = await page.locator('.meal-card').count()
  expect(seen).toBe(12)
  let pageNumber = 1
  while (await page.getByRole('link', { name: 'Next' }).isVisible()) {
    await page.getByRole('link', { name: 'Next' }).click()
    pageNumber += 1
    // Count only once the next page has rendered, not the one it replaces.
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber}\\b`))
    await expect(page.getByText(new RegExp(`Page ${pageNumber} of \\d+`))).toBeVisible()
    seen += await page.locator('.meal-card').count()
  }
  expect(seen).toBe(meals)
  await expect(page).toHaveURL(/q=chapati/)
})

test('dietary tags are searchable: "vegetarian" and "halal" find meals', async ({ page }) => {
  for (const tag of ['vegetarian', 'halal']) {
    await page.goto(`/food/search?q=${tag}`)
    expect((await totals(page)).meals, tag).toBeGreaterThan(0)
    await expect(page.locator('.meal-card').first()).toBeVisible()
  }
})

test('a search whose page is not a number is a 404', async ({ request }) => {
  expect((await request.get('/food/search?q=fish&page=abc')).status()).toBe(404)
  expect((await request.get('/food/search?q=fish&page=2')).status()).toBe(200)
})
