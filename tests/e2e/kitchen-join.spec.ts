import AxeBuilder from '@axe-core/playwright'
import { addAddress, registerAndSignIn, submitRegistration, verifyFromOutbox } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { PDF, PNG, personOf, signInOperator } from './operator-helpers'

test('a visitor applies with two documents, an operator approves, the new kitchen adds a meal with 3 portions, a shopper orders it, and the order runs live to delivered', async ({
  page,
  browser,
}) => {
  // Three people's journeys in one test (decision 0020), on a machine shared with other workers.
  test.setTimeout(300_000)
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const kitchenName = `Mama Pendo's Kitchen ${tag}`
  const email = `pendo.${tag}@example.co.ke`

  // The visitor applies.
  await page.goto('/food/join')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('Kitchen name').fill(kitchenName)
  await page.getByLabel("Cook's name").fill('Pendo Wambui')
  await page.getByLabel('Phone').fill('0712 345 678')
  await page.getByLabel('Email').fill(email)
  // Away from the seeded kitchens' pins: the map's tests zoom in on those to find one marker.
  await page.getByLabel('Latitude').fill('-1.2700')
  await page.getByLabel('Longitude').fill('36.8100')
  await page.getByLabel('Neighbourhood').selectOption('Kilimani')
  await page.getByLabel('Landmark').fill('Behind Yaya Centre, blue gate')
  await page.getByRole('checkbox', { name: 'Kikuyu' }).check()
  await page.getByLabel('Typical dishes and prices').fill('Mukimo with beef stew, 450\nGithenji, 300')
  await page.getByLabel('Portions you can make a day').fill('40')
  await page.getByRole('radio', { name: 'Delivery and pick-up' }).check()
  await page
    .getByLabel("Food handler's medical certificate")
    .setInputFiles({ name: 'cheti.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page
    .getByLabel('County food licence')
    .setInputFiles({ name: 'leseni.png', mimeType: 'image/png', buffer: PNG })
  const { violations } = await new AxeBuilder({ page }).include('.application-form').analyze()
  expect(violations).toEqual([])
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(page.getByRole('status')).toContainText('has reached us with your documents')

  // An operator reviews it: opens it and a document, checks both, approves.
  const operator = await personOf(browser)
  await signInOperator(operator.page, test.info().project.name)
  await operator.page.getByRole('link', { name: 'Received' }).click()
  await operator.page.getByRole('link', { name: new RegExp(kitchenName) }).click()
  await expect(operator.page.getByRole('heading', { name: new RegExp(kitchenName) })).toBeVisible()
  const document = await operator.page.request.get(
    (await operator.page.getByRole('link', { name: 'Open the document' }).first().getAttribute('href')) ?? '',
  )
  expect(document.status()).toBe(200)
  expect(document.headers()['content-type']).toBe('application/pdf')
  expect(document.headers()['x-content-type-options']).toBe('nosniff')
  await operator.page.getByRole('button', { name: 'Start the review' }).click()
  await expect(operator.page.getByText('Under review', { exact: true })).toBeVisible()
  const checks = operator.page.getByRole('button', { name: 'Mark checked' })
  await expect(checks).toHaveCount(2)
  await checks.nth(0).click()
  await expect(operator.page.getByText(/Checked: valid until/)).toHaveCount(1)
  await checks.nth(1).click()
  await expect(operator.page.getByText(/Checked: valid until/)).toHaveCount(2)
  await operator.page.getByRole('button', { name: 'Approve and create the kitchen' }).click()
  await expect(operator.page.getByText('Approved', { exact: true })).toBeVisible()
  await operator.page.getByRole('link', { name: "Open the kitchen's page" }).click()
  await expect(operator.page.getByRole('heading', { name: kitchenName })).toBeVisible()
  await expect(operator.page.getByText('Verified kitchen')).toBeVisible()
  await operator.context.close()

  // Nobody else sees the document.
  const visitor = await page.request.get(document.url())
  expect(visitor.status()).toBe(401)

  // The applicant makes an account with the application's e-mail and finds their kitchen's board.
  await submitRegistration(page, {
    name: 'Pendo',
    surname: 'Wambui',
    email,
    password: 'Mukimo na nyama 2026',
  })
  await verifyFromOutbox(page, email)
  await expect(page.getByText('Account menu of Pendo')).toBeAttached()
  await page.goto('/kitchen')
  await expect(page.getByRole('heading', { name: `Orders for ${kitchenName}` })).toBeVisible()

  // The new kitchen puts a meal on its menu: 3 portions today.
  const mealName = `Mukimo ${tag}`
  await page.goto('/kitchen/menu')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Add a meal' }) })
  await form.getByLabel('Name').fill(mealName)
  await form
    .getByLabel('Description')
    .fill('Mashed potatoes, peas, maize and pumpkin leaves, with beef stew.')
  await form.getByLabel('Price (KSh, whole shillings)').fill('450')
  await form.getByLabel('Category').selectOption({ label: 'Main dishes' })
  await form.getByLabel('Portions a day').fill('3')
  await form.getByRole('button', { name: 'Add the meal' }).click()
  await expect(page.getByRole('article', { name: mealName }).getByText('Today: 3 left, 0 sold')).toBeVisible({
    timeout: 15_000,
  })

  // The cook keeps the board open; a shopper orders the meal, paying cash.
  await page.goto('/kitchen')
  await expect(page.getByText('Live: new orders appear here by themselves.')).toBeVisible()
  const shopper = await personOf(browser)
  await registerAndSignIn(shopper.page)
  await addAddress(shopper.page)
  await fillCart(shopper.page, shopper.page.request, kitchenName)
  await shopper.page.goto('/cart/food')
  await expect(shopper.page.locator('html[data-hydrated]')).toBeAttached()
  await expect(shopper.page.getByLabel('Deliver to')).toHaveValue(/\d+/)
  await shopper.page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await shopper.page.getByRole('button', { name: 'Place order' }).click()
  await expect(shopper.page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(shopper.page.locator('html[data-hydrated]')).toBeAttached()
  const orderId = Number(/(\d+)$/.exec(shopper.page.url())?.[1])

  // The order arrives on the board by itself; each step shows on the shopper's page without a reload.
  const card = page.getByRole('article', { name: new RegExp(`^Order ${orderId} `) })
  await expect(card).toBeVisible({ timeout: 15_000 })
  // A new kitchen keeps the default hours (09:00–21:00): ordered while it is open, the order is
  // for as soon as possible and the card offers "Ready in" minutes; after 21:00 it is a pre-order
  // for the first slot, and the card offers "Ready by" times up to the slot (decision 0057),
  // one of them chosen already.
  const readyIn = card.getByLabel('Ready in')
  await expect(readyIn.or(card.getByLabel('Ready by'))).toBeVisible()
  if (await readyIn.isVisible()) await readyIn.selectOption('45')
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(shopper.page.locator('.order-status').first()).toHaveText('Accepted by the kitchen', {
    timeout: 15_000,
  })
  for (const [button, status] of [
    ['Start cooking', 'Being cooked'],
    ['Mark ready', 'Ready'],
    ['Send on the way', 'On the way'],
    ['Mark delivered', 'Delivered'],
  ] as const) {
    await card.getByRole('button', { name: button }).click()
    await expect(shopper.page.locator('.order-status').first()).toHaveText(status, { timeout: 15_000 })
  }
  await expect(shopper.page.locator('.payment-status')).toContainText('Paid')
  await shopper.context.close()
})
