import type { Page } from '@playwright/test'
import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * What a shopper sees while a page loads, when a list is empty and when the network is gone:
 * the coming page's grey skeleton after 200 ms (src/router.tsx), an empty state with a next step,
 * and the offline message in place of a page that could not load.
 */

// The tests slow down or cut the page's server-function calls with page.route; a service worker
// would make requests Playwright's routes do not all see (errors.spec.ts), so it is kept out.
test.use({ serviceWorkers: 'block' })

const skeletonOf = (page: Page) => page.locator('#content [aria-busy="true"]')

/** Marks the document once a skeleton has been in the page, however briefly. */
async function watchForSkeletons(page: Page) {
  await page.evaluate(() => {
    const check = () => {
      if (document.querySelector('#content [aria-busy="true"]'))
        document.documentElement.dataset.sawSkeleton = 'true'
    }
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true })
  })
}

/** Every page-data call answers 800 ms late, as on a slow mobile network. */
const slowServerFunctions = (page: Page) =>
  page.route('**/_serverFn/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })

test('a slow navigation to another page shows its skeleton, then the page with focus on its heading', async ({
  page,
}) => {
  await page.goto('/food/kitchens')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const listHeading = (await page.locator('#content h1').textContent()) ?? ''
  const card = page.locator('main .card-title a').first()
  const name = (await card.textContent()) ?? ''
  await slowServerFunctions(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await card.click()
  const skeleton = skeletonOf(page)
  await expect(skeleton).toBeVisible()
  // A reduced-motion preference gets still grey blocks.
  await expect(skeleton.locator('.skeleton-block').first()).toHaveCSS('animation-name', 'none')
  // Said to a screen reader, and shaped as a kitchen's page (a cover first), with no heading of its own.
  await expect(skeleton.getByRole('status')).toHaveText('Loading…')
  await expect(skeleton.locator('.skeleton-cover')).toBeVisible()
  await expect(skeleton.locator('h1')).toHaveCount(0)
  // Food's tabs stay above it: only the page under them is loading.
  await expect(page.getByRole('navigation', { name: 'Food' })).toBeVisible()
  await expect(page.locator('#content h1')).toHaveText(name)
  await expect(skeleton).toHaveCount(0)
  await expect(page.locator('#content h1')).toBeFocused()

  // A fast one (the list, loaded a moment ago) never shows it.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await watchForSkeletons(page)
  await page.goBack()
  await expect(page.locator('#content h1')).toHaveText(listHeading)
  await expect(page.locator('#content h1')).toBeFocused()
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-skeleton')
})

test('a slow search on the same page keeps the page and its search box; no skeleton', async ({ page }) => {
  // Data saver on: nothing is loaded ahead while idle (IdlePrefetch), so the tabs' pages are not in.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
  })
  await page.goto('/food/search?q=pilau')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await watchForSkeletons(page)
  await slowServerFunctions(page)
  const box = page.locator('#search-q')
  await box.fill('chapati')
  await box.press('Enter')
  await expect(page.locator('.search-status')).toContainText('“chapati”')
  await expect(box).toHaveValue('chapati')
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-skeleton')

  // Another page from here does show it: the list's shape (a title, then cards).
  await page.locator('.service-tabs').getByRole('link', { name: 'Kitchens' }).click()
  await expect(skeletonOf(page).locator('.skeleton-title')).toBeVisible()
  await expect(skeletonOf(page).locator('.skeleton-title')).toHaveCSS('animation-name', 'skeleton-pulse')
  await expect(skeletonOf(page).locator('.skeleton-cover')).toHaveCount(0)
  await expect(page.locator('#content h1')).toBeFocused()
  await expect(skeletonOf(page)).toHaveCount(0)
})

test('empty lists say so and offer the next step', async ({ page }) => {
  test.slow()
  const nextStep = (where: string) =>
    page.locator(`${where} .empty-state`).getByRole('link', { name: 'Find a kitchen', exact: true })

  // An empty cart.
  await page.goto('/cart/food')
  await expect(page.locator('main .empty-state')).toContainText('Your cart is empty.')
  await expect(nextStep('main')).toHaveAttribute('href', '/food/kitchens')
  await expect(page.locator('main .empty-state')).toHaveCSS('text-align', 'center')

  // A search that finds nothing: another word, or the kitchens.
  await page.goto('/food/search?q=zzzzqqq')
  await expect(page.locator('.search-status')).toContainText('0 kitchens and 0 meals')
  await expect(page.locator('main .empty-state')).toContainText('Try another word')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await nextStep('main').click()
  await expect(page).toHaveURL(/\/food\/kitchens$/)

  // A new account: no orders, no payments, no favourites.
  await registerAndSignIn(page)
  await page.goto('/account/orders')
  await expect(page.locator('main .empty-state')).toContainText('You have not ordered yet.')
  await expect(nextStep('main')).toHaveAttribute('href', '/food/kitchens')
  await page.goto('/account/payments')
  await expect(page.locator('main .empty-state')).toContainText('No payments yet.')
  await expect(nextStep('main')).toHaveAttribute('href', '/food/kitchens')
  await page.goto('/account/favorites')
  await expect(page.locator('main .empty-state')).toContainText('Nothing saved yet.')
  await expect(nextStep('main')).toHaveAttribute('href', '/food/kitchens')
})

test('a page opened while offline says so, and comes by itself once the network is back', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/food/kitchens')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The idle prefetch has loaded the links in view (and the error pages' code); the last card
  // is below the fold, so its page's data is not in yet.
  await expect(page.locator('html')).toHaveAttribute('data-prefetched', /food/)
  const card = page.locator('main .card-title a').last()
  const name = (await card.textContent()) ?? ''
  await card.scrollIntoViewIfNeeded()
  await context.setOffline(true)
  await card.click()
  await expect(page.locator('#content h1')).toHaveText('You are offline')
  await expect(page.getByText('Check your connection and try again.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.locator('.error-status')).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.locator('#content h1')).toHaveText(name)
  // The failed loads while offline are logged by the browser; they are the point of this test.
  consoleErrors.splice(0)
})
