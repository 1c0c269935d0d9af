import AxeBuilder from '@axe-core/playwright'
import { addAddress, registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'
import { KITCHEN } from './kitchen-helpers'

test.slow()

/** An amount as the pages write it ("KSh 1,450", with whatever space the formatter puts). */
const kes = (amount: number) => new RegExp(`KSh\\s?${amount.toLocaleString('en-KE')}(?!\\d)`)
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/**
 * A price raised while the meal is in the cart (record 0056): "Place order" charges nothing,
 * the form says the new total and which line changed, one tap accepts it and places the order,
 * and the order page shows that total.
 */
test('a price raised while the meal is in the cart is shown before it is charged, and accepted with one tap', async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const meal = {
    name: `Matoke na Nyama ${tag}`,
    description: 'Green bananas stewed soft with beef, tomatoes and dhania.',
    priceKes: 600,
    category: 'main',
    dailyPortions: 20,
  }
  // The meal is this test's own (made through the API as the seeded kitchen), so its price
  // change touches no other spec.
  const signIn = await request.post('/api/auth/account/authenticate', {
    data: { identifier: KITCHEN.email, secret: KITCHEN.password },
  })
  expect(signIn.status()).toBe(200)
  const { data } = (await signIn.json()) as { data: { accessToken: string } }
  const cook = { Authorization: `Bearer ${data.accessToken}` }
  const created = await request.post('/api/kitchen/meals', { headers: cook, data: meal })
  expect(created.status()).toBe(201)
  const { id: mealId } = (await created.json()) as { id: number }

  await registerAndSignIn(page)
  await addAddress(page)
  await page.goto(`/food/meals/${mealId}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page
    .getByRole('button', { name: /^(Add to cart|Add|Pre-order for .+)/ })
    .first()
    .click()
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')

  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByLabel('Deliver to')).toHaveValue(/\d+/)
  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  const toPay = page.getByText(/^To pay: /)
  await expect(toPay).toContainText(/KSh/)
  const shown = amountOf(await toPay.textContent())
  const fee = shown - 600

  // The cook raises the price while the shopper looks at the cart.
  const raised = await request.put(`/api/kitchen/meals/${mealId}`, {
    headers: cook,
    data: { ...meal, priceKes: 900 },
  })
  expect(raised.status()).toBe(200)

  await page.getByRole('button', { name: 'Place order' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'Prices changed since you looked' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(kes(900 + fee))
  await expect(notice).toContainText(kes(shown))
  await expect(notice).toContainText('Nothing was charged.')
  await expect(notice.getByRole('listitem')).toHaveText([
    new RegExp(`^${meal.name}: KSh\\s?600 → KSh\\s?900 a portion$`),
  ])
  await expect(page).toHaveURL(/\/cart\/food$/)
  const { violations } = await new AxeBuilder({ page }).include('.checkout').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  // One tap accepts the new total and places the order; the order page shows that total.
  const accept = notice.getByRole('button', { name: /^Accept KSh\s?[\d,]+ and place order$/ })
  await expect(accept).toHaveAccessibleName(kes(900 + fee))
  await accept.click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.locator('.cart-sums').first().locator('dd').last()).toHaveText(kes(900 + fee))
})
