import type { BrowserContext, Page } from '@playwright/test'
import { registerAndSignIn } from './account-helpers'
import { addButton, seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'
import { openMenuSheet } from './header-helpers'

/** What the browser database holds under a key of its `client` store, as the offline page reads it. */
const remembered = (page: Page, key: string) =>
  page.evaluate(
    (storeKey) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('homecooked', 1)
        // Not made yet by the page: leave it for the page to create with its stores (an empty
        // version 1 made here would never be upgraded by the app's open).
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('client')) return resolve(null)
          const read = db.transaction('client').objectStore('client').get(storeKey)
          read.onsuccess = () => resolve(read.result ?? null)
          read.onerror = () => resolve(null)
        }
        open.onerror = () => resolve(null)
      }),
    key,
  )

async function goOffline(page: Page, context: BrowserContext, path: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  // A worker the browser starts again for this navigation can fetch before it is taken offline
  // (see offline.spec.ts): the navigation is tried again until the offline page answers.
  await expect(async () => {
    await page.goto(path).catch(() => undefined)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline', { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
}

test('offline, the page lists the kitchens and meals just viewed and the cart as last seen', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const kitchen = await seededKitchen(request, 0)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect
    .poll(() => remembered(page, 'recentlyViewed'))
    .toMatchObject([{ kind: 'kitchen', id: kitchen.id }])
  await page.goto(`/food/meals/${meal.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await addButton(page, meal.name).click()
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
  await page.goto('/cart/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect.poll(() => remembered(page, 'lastCart')).toMatchObject({ lines: [`1 × ${meal.name}`] })

  await goOffline(page, context, '/food/offers')
  const viewed = page.getByRole('region', { name: 'Recently viewed' })
  // Newest first, each a link to its page for when the network is back.
  await expect(viewed.getByRole('listitem')).toHaveCount(2)
  await expect(viewed.getByRole('link').first()).toHaveText(meal.name)
  await expect(viewed.getByRole('link', { name: kitchen.name })).toHaveAttribute(
    'href',
    `/food/kitchens/${kitchen.id}`,
  )
  const cart = page.getByRole('region', { name: 'Your cart, as you last saw it' })
  await expect(cart.getByRole('listitem')).toHaveText([`1 × ${meal.name}`])
  await expect(cart).toContainText(/Total with delivery: KSh\s?[\d,]+/)
  // No orders were seen: that list stays hidden.
  await expect(page.getByRole('region', { name: 'Your recent orders' })).toBeHidden()
  await context.setOffline(false)
  // What failed while offline is expected; closed, the page reports nothing more after this.
  await page.close()
  consoleErrors.splice(0)
})

test('signing out forgets what the offline page would show of this shopper', async ({ page, request }) => {
  const kitchen = await seededKitchen(request, 0)
  await registerAndSignIn(page)
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect.poll(() => remembered(page, 'recentlyViewed')).toMatchObject([{ id: kitchen.id }])
  // The account menu's Sign Out, as the shopper leaves a shared phone (on a phone, in the menu sheet).
  await openMenuSheet(page)
  await page.locator('.account-menu summary').click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Account menu of Njeri')).not.toBeAttached()
  await expect.poll(() => remembered(page, 'recentlyViewed')).toBeNull()
})
