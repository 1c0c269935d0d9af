import type { Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { addButton, seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

// A page's modules start after its first paint and hydrate in stages (decisions 0050, 0051): on a
// cheap phone its buttons show a second or more before they work. A tap in that time is kept and
// given to the button once the page has hydrated (decision 0053).

// The service worker would answer the page's scripts from its cache, out of the test's reach.
test.use({ serviceWorkers: 'block' })

/** Holds every script the page asks for until `release` is called: the page stays as HTML. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('a "One more" tapped twice before the page hydrated adds one portion, once it has', async ({
  page,
  request,
}) => {
  const kitchen = await seededKitchen(request, 1)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const cartButton = page.locator('.site-header .cart-button')
  await addButton(page, meal.name).click()
  await expect(cartButton).toHaveAccessibleName('Cart 1 item')

  // The cart's own page: rendered for this shopper, its steppers are in the HTML (a kitchen's
  // page is shared, its steppers come after: decision 0101).
  const release = await holdScripts(page)
  await page.goto('/cart/food', { waitUntil: 'domcontentloaded' })
  // Tapped again, as a shopper does when nothing seems to happen: one tap is meant.
  const oneMore = page.getByRole('button', { name: `One more ${meal.name}` })
  await oneMore.click()
  await oneMore.click()
  await expect(page.locator('html[data-hydrated]')).not.toBeAttached()
  await expect(cartButton).toHaveAccessibleName('Cart 1 item')
  // The kept tap looks busy, so the shopper sees it was taken.
  await expect(oneMore).toHaveCSS('opacity', '0.6')

  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(cartButton).toHaveAccessibleName('Cart 2 items')
  await page.waitForLoadState('networkidle')
  await expect(cartButton).toHaveAccessibleName('Cart 2 items')
  await expect(oneMore).toHaveCSS('opacity', '1')
  await expect(oneMore).not.toHaveAttribute('data-early-tap')
})

test('a Delete tapped before the address book hydrated deletes the address once it has', async ({ page }) => {
  await registerAndSignIn(page)
  await addAddress(page)
  const release = await holdScripts(page)
  await page.goto('/account/addresses', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Delete Home' }).click()
  await expect(page.locator('html[data-hydrated]')).not.toBeAttached()
  await expect(page.locator('.address-card')).toHaveCount(1)

  release()
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()
  await expect(page.locator('.address-card')).toHaveCount(0)
})

test('"Add to cart" sent before the meal page hydrated adds the meal with its options once it has, and never puts them in the address', async ({
  page,
  request,
}) => {
  const kitchen = await seededKitchen(request, "Amina's Swahili Table")
  const meal = kitchen.meals.find((m) => m.name === 'Chicken Biryani')
  if (!meal) throw new Error('The seeded kitchen has no Chicken Biryani (its options are seeded)')
  const release = await holdScripts(page)
  await page.goto(`/food/meals/${meal.id}`, { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Choose your Chicken Biryani' })
  await form.getByRole('radio', { name: /Large/ }).check()
  await form.getByLabel('Note for the kitchen (optional)').fill('No onions, please')
  const addToCart = form.getByRole('button', { name: 'Add to cart' })
  await addToCart.click()
  await addToCart.click()
  await expect(page.locator('html[data-hydrated]')).not.toBeAttached()
  await expect(addToCart).toHaveCSS('opacity', '0.6')
  // Sent as HTML, the form would have loaded the page again with its fields in the address.
  await expect(page).toHaveURL(new RegExp(`/food/meals/${meal.id}$`))

  release()
  await expect(form.getByRole('status')).toContainText('Added to your cart.')
  const cartButton = page.locator('.site-header .cart-button')
  await expect(cartButton).toHaveAccessibleName('Cart 1 item')
  await page.waitForLoadState('networkidle')
  await expect(cartButton).toHaveAccessibleName('Cart 1 item')
  await expect(addToCart).toHaveCSS('opacity', '1')
  await page.goto('/cart/food')
  await expect(page.locator('.cart-line', { hasText: 'Chicken Biryani' })).toContainText(
    'Portion: Large · “No onions, please”',
  )
})
