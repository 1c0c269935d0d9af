import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * One shopper's way to a meal: filter the kitchens, switch to the map and back,
 * search with a typo, save the meal, read its kitchen's reviews and find the meal under Favorites. (A review written after
 * a delivered order is reviews.spec.ts's journey.)
 */
test.slow()

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test('a shopper filters the kitchens, switches to the map and back, searches with a typo, saves a meal, reads its kitchen’s reviews and finds the meal under Favorites', async ({
  page,
}) => {
  await registerAndSignIn(page)

  // Filter: Swahili coast kitchens only; the form is a link like any other.
  await page.goto('/food/kitchens')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // The filters are in their sheet (the list's results come first): open it.
  await page.locator('summary', { hasText: /^Filters/ }).click()
  await page.getByLabel('Cuisine').selectOption({ label: 'Swahili coast' })
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/[?&]cuisine=swahili-coast/)
  await expect(page.getByRole('link', { name: /Remove filter: Swahili coast/ })).toBeVisible()
  await expect(page.locator('.card-grid > li').first()).toBeVisible()

  // The same kitchens on the map, and back to the list (tiles answered here: no internet).
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  )
  await page.getByRole('link', { name: 'Show on a map' }).click()
  await expect(page).toHaveURL(/[?&]view=map/)
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await page.getByRole('link', { name: 'Show as a list only' }).click()
  await expect(page).not.toHaveURL(/view=map/)
  await expect(page).toHaveURL(/[?&]cuisine=swahili-coast/)

  // Search with a typo: 'pilao' finds the pilau.
  await page.goto('/food/search')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const box = page.getByLabel('Dish, kitchen, area or cuisine')
  await box.fill('pilao')
  await box.press('Enter')
  await expect(page).toHaveURL(/[?&]q=pilao\b/)
  const firstMeal = page.locator('.meal-card').first()
  await expect(firstMeal).toContainText('Pilau')

  // Open the meal and save it to favorites.
  const mealName = (await firstMeal.locator('.card-title').textContent())?.trim() ?? ''
  await firstMeal.locator('.card-title a').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mealName)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const heart = page.getByRole('button', { name: `Save ${mealName} to favorites` })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  // Its kitchen's page, with the reviews.
  await page.locator('.meal-summary a[href*="/food/kitchens/"]').first().click()
  await expect(page).toHaveURL(/\/food\/kitchens\/\d+$/)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews).toBeVisible()
  await expect(
    reviews.getByRole('article').first().or(reviews.getByText('No written reviews yet.')),
  ).toBeVisible()

  // The saved meal is under Favorites.
  await page.goto('/account/favorites')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites')
  await expect(page.getByText(mealName).first()).toBeVisible()
})
