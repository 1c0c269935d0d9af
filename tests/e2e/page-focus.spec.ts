import type { Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { addButton, seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * Where keyboard focus goes when the page changes under it (src/boot/page-focus.ts, WCAG 2.4.3):
 * to the new page's heading, which a screen reader then reads, never to <body>.
 */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  const heading = page.locator('#content h1')
  await expect(heading).toBeFocused()
  await expect(heading).toHaveAccessibleName(name)
  // Focusable by script only: not a stop in the Tab order.
  await expect(heading).toHaveAttribute('tabindex', '-1')
}

test('three client-side navigations each move focus to the new page’s heading; the first load does not', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The first load is left as the browser starts it.
  await expect(page.locator('#content h1')).not.toBeFocused()
  await expect(page.locator('#content h1')).not.toHaveAttribute('tabindex')

  // 1. A link in the page, from the keyboard: the "New kitchens" rail's "See all".
  await page.getByRole('region', { name: 'New kitchens' }).getByRole('link', { name: 'See all' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/food\/kitchens\?sort=newest$/)
  await expectFocusOnHeading(page, /.+/)
  const listHeading = await page.locator('#content h1').textContent()

  // 2. A kitchen's card, tapped.
  const card = page.locator('main .card-title a').first()
  const name = (await card.textContent()) ?? ''
  await card.click()
  await expect(page).toHaveURL(/\/food\/kitchens\/\d+$/)
  await expectFocusOnHeading(page, name)

  // 3. Back, through the history.
  await page.goBack()
  await expect(page).toHaveURL(/\/food\/kitchens\?sort=newest$/)
  await expectFocusOnHeading(page, listHeading ?? /.+/)
})

test('after the cart is emptied, focus is on the cart’s heading', async ({ page, request }) => {
  const kitchen = await seededKitchen(request, 1)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await addButton(page, meal.name).click()
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
  await page.goto('/cart/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('button', { name: 'Empty cart' }).focus()
  await page.keyboard.press('Enter')
  // Emptying asks first, with focus on the safe choice; the keyboard confirms it from there.
  const question = page.getByRole('group', { name: 'Empty your cart?' })
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused()
  const confirm = question.getByRole('button', { name: 'Yes, empty the cart' })
  await confirm.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
  await expectFocusOnHeading(page, 'Your cart')
})

test('after an address is saved, focus is on the address book’s heading', async ({ page }) => {
  test.slow()
  await registerAndSignIn(page)
  await addAddress(page)
  await expectFocusOnHeading(page, 'Addresses')
})

test.describe('the auth pages’ looping video', () => {
  // The video is for wide screens only (AuthVideo).
  test.use({ viewport: { width: 1280, height: 800 } })

  test('has a Pause button, reached from the keyboard, that pauses and plays it', async ({ page }) => {
    await page.goto('/auth/login')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const video = page.locator('.auth-media video')
    const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused)
    await expect.poll(isPaused).toBe(false)
    const pause = page.getByRole('button', { name: 'Pause video' })
    await expect(pause).toBeVisible()
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect.poll(isPaused).toBe(true)
    const play = page.getByRole('button', { name: 'Play video' })
    await expect(play).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(isPaused).toBe(false)
  })

  test('is translated, and a reduced-motion preference gets the still picture only', async ({ page }) => {
    await page.goto('/sw-KE/auth/login')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('button', { name: 'Simamisha video' })).toBeVisible()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/auth/login')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('.auth-media img')).toBeAttached()
    await expect(page.locator('.auth-media video')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Pause video' })).toHaveCount(0)
  })
})

test('the 404 page has a translated title, on a first load and after a client-side navigation', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/no-such-page')
  await expect(page.locator('.error-status')).toHaveText(': 404 :')
  await expect(page).toHaveTitle('HomeCooked | Page not found')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Rendered by the router this time, its code loaded late (src/boot/lazy-error-pages.ts).
  await page.getByRole('link', { name: 'Help', exact: true }).click()
  await expect(page).toHaveURL(/\/pages\/help$/)
  await expect(page).not.toHaveTitle(/Page not found/)
  await page.goBack()
  await expect(page.locator('.error-status')).toHaveText(': 404 :')
  await expect(page).toHaveTitle('HomeCooked | Page not found')
  await expectFocusOnHeading(page, ': 404 :')
  // A page whose loader finds nothing (no such kitchen) shows the same 404, in the page's language.
  const missing = await request.get('/sw-KE/food/kitchens/999999')
  expect(await missing.text()).toContain('<title>HomeCooked | Ukurasa haukupatikana</title>')
  await page.goto('/ar-KE/no-such-page')
  await expect(page).toHaveTitle('HomeCooked | الصفحة غير موجودة')
  // The browser logs each 404 document it loaded; they are the point of this test.
  expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([])
  consoleErrors.splice(0)
})
