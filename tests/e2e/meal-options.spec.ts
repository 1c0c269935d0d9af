import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'
import { KITCHEN, openBoard } from './kitchen-helpers'

const noSeriousViolations = async (page: Page, include = 'main') => {
  // Toasts fade in and out; axe would measure their half-transparent frames.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).include(include).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test.slow()

/**
 * Meal options (decision record 0041): a cook gives a meal a required
 * "Portion" option with a dearer "Large"; a shopper picks it with a note, sees the price in the
 * cart, pays cash, and the order page and the kitchen's board show the choice and the note.
 */
test('a cook adds a portion option; a shopper picks Large with a note and both see it on the order', async ({
  page,
  browser,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const mealName = `Pilau ya Nyama ${tag}`
  // The meal is this test's own (made through the API as the seeded kitchen), so no other spec's
  // meal changes under it.
  const signIn = await request.post('/api/auth/account/authenticate', {
    data: { identifier: KITCHEN.email, secret: KITCHEN.password },
  })
  expect(signIn.status()).toBe(200)
  const { data } = (await signIn.json()) as { data: { accessToken: string } }
  const created = await request.post('/api/kitchen/meals', {
    headers: { Authorization: `Bearer ${data.accessToken}` },
    data: {
      name: mealName,
      description: 'Beef pilau cooked slow with whole spices, with kachumbari on the side.',
      priceKes: 400,
      category: 'main',
      dailyPortions: 20,
    },
  })
  expect(created.status()).toBe(201)
  const { id: mealId } = (await created.json()) as { id: number }

  // The cook opens the menu editor and gives the meal a required Portion option.
  const { board, context } = await openBoard(browser)
  await board.goto('/kitchen/menu')
  await expect(board.locator('html[data-hydrated]')).toBeAttached()
  const card = board.getByRole('article', { name: mealName })
  await card.getByRole('button', { name: `Options of ${mealName}` }).click()
  const editor = card.getByRole('form', { name: `Options of ${mealName}` })
  await editor.getByRole('button', { name: 'Add an option' }).click()
  await editor.getByLabel('Option name (e.g. Portion, Spice level)').fill('Portion')
  await editor.getByLabel('Shoppers must choose').check()
  await editor.getByLabel('Choice 1').fill('Regular')
  await editor.getByRole('button', { name: 'Add a choice to option 1' }).click()
  await editor.getByLabel('Choice 2').fill('Large')
  await editor.getByLabel('Price difference (KSh, e.g. 100 or -50)').nth(1).fill('150')
  await noSeriousViolations(board)
  await editor.getByRole('button', { name: 'Save options' }).click()
  await expect(card.getByText('Portion: Regular, Large')).toBeVisible()

  // A shopper picks Large, writes a note, and sees the price with the difference.
  await registerAndSignIn(page)
  await addAddress(page)
  await page.goto(`/food/meals/${mealId}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const form = page.getByRole('form', { name: `Choose your ${mealName}` })
  await expect(form.getByRole('group', { name: 'Portion (required)' })).toBeVisible()
  await expect(form.getByRole('radio', { name: 'Regular' })).toBeChecked()
  await expect(form.getByText(/Price per portion: KSh\s?400/)).toBeVisible()
  await form.getByRole('radio', { name: /Large/ }).check()
  await expect(form.getByText(/Price per portion: KSh\s?550/)).toBeVisible()
  await form.getByLabel('Note for the kitchen (optional)').fill('No onions, please')
  await noSeriousViolations(page)
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByRole('status')).toContainText('Added to your cart.')
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')

  // The cart shows the choice, the note and the price the server computed.
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const line = page.locator('.cart-line', { hasText: mealName })
  await expect(line).toContainText('Portion: Large · “No onions, please”')
  await expect(line.locator('.cart-line-total')).toHaveText(/KSh\s?550/)
  await noSeriousViolations(page)
  await expect(page.getByLabel('Deliver to')).toHaveValue(/\d+/)
  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await page.getByRole('button', { name: 'Place order' }).click()

  // The order page keeps the choice and the note.
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const ordered = page.locator('.cart-line', { hasText: mealName })
  await expect(ordered).toContainText('Portion: Large')
  await expect(ordered).toContainText('No onions, please')
  await noSeriousViolations(page)
  const orderId = Number(/(\d+)$/.exec(page.url())?.[1])

  // The kitchen's board shows them on the new order.
  await board.goto('/kitchen')
  const order = board.getByRole('article', { name: new RegExp(`^Order ${orderId} `) })
  await expect(order).toContainText(mealName)
  await expect(order).toContainText('Portion: Large')
  await expect(order).toContainText('No onions, please')
  await context.close()
})
