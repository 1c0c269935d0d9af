import { expect, test } from './fixtures'

test('typing a typo suggests the dish, and searching it lists that dish first', async ({ page }) => {
  await page.goto('/food/search')
  // Suggestions are the script's help: typed before the page hydrates, only the form works.
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const box = page.getByLabel('Dish, kitchen, area or cuisine')
  await box.pressSequentially('pilao', { delay: 30 })
  // The box's suggestions (a datalist the browser shows under it) offer the dish, spelt right.
  const listId = await box.getAttribute('list')
  await expect(page.locator(`datalist[id="${listId}"] option[value="Beef Pilau"]`)).toBeAttached()
  await box.press('Enter')
  await expect(page).toHaveURL(/[?&]q=pilao\b/)
  await expect(page.locator('.meal-card').first()).toContainText('Pilau')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search form still searches, accents and typos forgiven', async ({ page }) => {
    await page.goto('/food/search')
    await page.getByLabel('Dish, kitchen, area or cuisine').fill('chapátti')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/[?&]q=chap/)
    await expect(page.locator('.meal-card').first()).toContainText('Chapati')
  })
})
