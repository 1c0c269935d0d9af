import type { APIRequestContext, Page } from '@playwright/test'
import { addButton } from './cart-helpers'
import { expect, test } from './fixtures'

// These tests cut the page's server-function calls with page.route. Once the service worker
// controls the page, Playwright's routes no longer see every request it makes (a CI run added
// the meal instead of failing to), so it is kept out: the failures are the point here.
test.use({ serviceWorkers: 'block' })

/** The first seeded meal's page, hydrated. */
async function openFirstMeal(page: Page, request: APIRequestContext) {
  const meals = (await (await request.get('/api/meals?perPage=1')).json()) as {
    items: { id: number; name: string }[]
  }
  const meal = meals.items[0]
  if (!meal) throw new Error('No seeded meal')
  await page.goto(`/food/meals/${meal.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return meal
}

test('an error inside a nested page shows the app’s error page and its notification', async ({
  page,
  consoleErrors,
}) => {
  // The browser cannot fetch any page data (the server still renders the first page), so the
  // kitchens page's loader fails, however early idle prefetching tries it.
  await page.route('**/_serverFn/**', (route) => route.abort())
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.locator('.service-tabs').getByRole('link', { name: 'Kitchens' }).click()
  await expect(page.locator('.error-status')).toHaveText(': 500 :')
  await expect(page.locator('.error-message')).toContainText(/^: .+ :$/)
  await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/')
  await expect(
    page.getByRole('link', { name: 'If you think this is a problem with us, please tell us' }),
  ).toBeVisible()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '500' })).toBeVisible()
  // The aborted requests are logged by the browser; they are the point of this test.
  consoleErrors.splice(0)
})

test('a failed request without a notification shows "Network Error" with its message for 1 s', async ({
  page,
  request,
  consoleErrors,
}) => {
  const meal = await openFirstMeal(page, request)
  await page.route('**/_serverFn/**', (route) => route.abort())
  await addButton(page, meal.name).click()
  const alert = page.locator('[data-sonner-toast]').filter({ hasText: 'Network Error' })
  await expect(alert.first()).toBeVisible()
  await expect(alert.first().locator('.toast-message')).not.toBeEmpty()
  // Cleared after 1 s (plus the fade), unlike the 3 s of other notifications.
  await expect(alert).toHaveCount(0, { timeout: 2500 })
  consoleErrors.splice(0)
})

test('the "Network Error" alert is cleared as the next request begins (SPEC §7)', async ({
  page,
  request,
  consoleErrors,
}) => {
  const meal = await openFirstMeal(page, request)
  // Only the shopper's own action fails (a POST); the page's reads go on as usual.
  await page.route('**/_serverFn/**', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  )
  const add = addButton(page, meal.name)
  await add.click()
  const alert = page.locator('[data-sonner-toast]').filter({ hasText: 'Network Error' })
  await expect(alert).toHaveCount(1)
  // A pointer resting on the alert holds it (Sonner pauses its 1 s timer): only the next request clears it.
  await alert.hover()
  await expect(alert).toBeVisible()
  await page.unroute('**/_serverFn/**')
  // The next request, from the keyboard, so the pointer stays on the alert.
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(alert).toHaveCount(0)
  consoleErrors.splice(0)
})

test('/errors and /errors/404 are the error pages of SPEC §2', async ({ page }) => {
  await page.goto('/errors')
  await expect(page.locator('.error-status')).toHaveText(': 500 :')
  await expect(page.locator('.error-message')).toHaveText(': An error occurred :')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('[data-sonner-toast]')).toContainText('An error occurred')
  await page.goto('/errors/404')
  await expect(page.locator('.error-status')).toHaveText(': 404 :')
  await expect(page.locator('.error-message')).toHaveText(': This page could not be found :')
})
