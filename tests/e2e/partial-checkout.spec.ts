import { addAddress, registerAndSignIn } from './account-helpers'
import { addButton, cartName, fillCart, type Kitchen, seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

const kes = (amount: number) => `KSh ${amount.toLocaleString('en-KE')}`

// Registers, adds an address, fills a cart from two kitchens and orders: beyond the default 30 s
// on a loaded machine.
test.slow()

test('a cart with two kitchens, one under its minimum: "Place order" orders the other and the first stays in the cart', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page)
  await addAddress(page)
  const ordered = await fillCart(page, request, 1)
  // A seeded kitchen whose first meal alone is under its minimum.
  let short: Kitchen | undefined
  for (let which = 2; which < 12 && !short; which += 1) {
    const kitchen = await seededKitchen(request, which)
    const meal = kitchen.meals[0]
    if (kitchen.id !== ordered.id && meal && meal.priceKes < kitchen.minOrderKes) short = kitchen
  }
  const meal = short?.meals[0]
  if (!short || !meal) throw new Error('No seeded kitchen with a first meal under its minimum')
  await page.goto(`/food/kitchens/${short.id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await addButton(page, meal.name).click()
  const cartButton = page.locator('.site-header .cart-button')
  await expect(cartButton).toHaveAccessibleName(cartName(ordered.portions + 1))

  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const missing = short.minOrderKes - meal.priceKes
  await expect(
    page.getByText(`${short.name} stays in your cart: add ${kes(missing)} more to order from it.`),
  ).toBeVisible()
  // Only the kitchen that reached its minimum gets a note and is summed up.
  await expect(page.getByLabel(`Note for ${ordered.name}`)).toBeVisible()
  await expect(page.getByLabel(`Note for ${short.name}`)).toHaveCount(0)
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.getByText(ordered.name).first()).toBeVisible()
  await expect(cartButton).toHaveAccessibleName('Cart 1 item')
  await page.goto('/cart/food')
  await expect(page.getByRole('heading', { name: short.name })).toBeVisible()
  await expect(page.getByRole('heading', { name: ordered.name })).toHaveCount(0)
})
