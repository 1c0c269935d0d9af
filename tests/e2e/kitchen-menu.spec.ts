import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { expect, test } from './fixtures'

/**
 * The second seeded kitchen account (src/db/seed/data/kitchen-accounts.ts): the board's spec
 * uses the first, so this kitchen's menu and pause are this spec's own.
 */
const KITCHEN = {
  email: 'achieng@kitchens.homecooked.test',
  password: 'Kitchen board 2026',
  name: "Achieng's Lakeside Pots",
}

test.slow()

test('a kitchen adds a meal with 3 portions and a photo, a shopper sees it, and pausing shows the kitchen closed', async ({
  page,
  browser,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const mealName = `Omena Fry ${tag}`
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c2571f' } })
    .jpeg()
    .toBuffer()

  // The cook signs in, in a browser of their own, straight to the menu editor.
  const cookContext = await browser.newContext()
  await cookContext.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
  })
  const cook = await cookContext.newPage()
  await cook.goto('/kitchen/menu')
  await expect(cook).toHaveURL(/\/auth\/login\?redirect=%2Fkitchen%2Fmenu/)
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()
  await cook.getByLabel('Email or phone number').fill(KITCHEN.email)
  await cook.getByLabel('Password').fill(KITCHEN.password)
  await cook.getByRole('button', { name: 'Sign in' }).click()
  await expect(cook).toHaveURL(/\/kitchen\/menu$/)
  await expect(cook.getByRole('heading', { name: `Menu of ${KITCHEN.name}` })).toBeVisible()
  await expect(cook.locator('html[data-hydrated]')).toBeAttached()

  // The add form: a price in cents is refused beside its field, then the meal goes in.
  const form = cook.locator('section', { has: cook.getByRole('heading', { name: 'Add a meal' }) })
  await form.getByLabel('Name').fill(mealName)
  await form
    .getByLabel('Description')
    .fill('Lake Victoria omena fried crisp with onions and tomatoes, with ugali and sukuma.')
  await form.getByLabel('Price (KSh, whole shillings)').fill('349.50')
  await form.getByLabel('Category').selectOption({ label: 'Main dishes' })
  await form.getByRole('checkbox', { name: 'Gluten-free' }).check()
  await form.getByRole('checkbox', { name: 'fish', exact: true }).check()
  await form.getByLabel('Ingredients').fill('omena\nonion\ntomato')
  await form.getByLabel('Portions a day').fill('3')
  await form.getByLabel('Photo').setInputFiles({ name: 'omena.jpg', mimeType: 'image/jpeg', buffer: photo })
  await form.getByRole('button', { name: 'Add the meal' }).click()
  const priceField = form.getByLabel('Price (KSh, whole shillings)')
  await expect(priceField).toHaveAttribute('aria-invalid', 'true')
  await expect(priceField).toBeFocused()
  await expect(form.getByText('The price must be whole shillings, from 1 to 100,000')).toBeVisible()
  await priceField.fill('350')
  await form.getByRole('button', { name: 'Add the meal' }).click()

  const card = cook.getByRole('article', { name: mealName })
  await expect(card).toBeVisible({ timeout: 15_000 })
  await expect(card.getByText('Today: 3 left, 0 sold')).toBeVisible()
  await expect(card.locator('img')).toHaveAttribute('srcset', /\/api\/meal-photos\/\d+\/[a-z0-9]+\/960 960w/)
  const { violations } = await new AxeBuilder({ page: cook }).include('main').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  // A shopper opens the kitchen's page: the meal, its photo in sizes, and its 3 portions.
  const kitchenPath = await cook
    .getByRole('link', { name: 'Your kitchen as shoppers see it' })
    .getAttribute('href')
  await page.goto(kitchenPath ?? '')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const meal = page.getByRole('article', { name: mealName })
  await expect(meal).toBeVisible()
  await expect(meal.getByText('3 left today')).toBeVisible()
  const image = meal.locator('img')
  await expect(image).toHaveAttribute('srcset', /320w.*640w.*960w/)
  const src = await image.getAttribute('src')
  const served = await page.request.get(src ?? '')
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['cache-control']).toContain('immutable')

  // Pausing: the shopper sees the kitchen closed, until the cook takes orders again. Only one
  // project pauses: the projects run at once against one server and this one seeded kitchen.
  if (test.info().project.name === 'desktop') {
    // The meal goes into the cart first: a pause then says the same in the cart (record 0061).
    await meal.getByRole('button', { name: /^(Add|Pre-order for .+) / }).click()
    await expect(meal.getByRole('button', { name: `One more ${mealName}` })).toBeVisible()
    await cook.getByRole('button', { name: 'Pause for 30 minutes' }).click()
    await expect(
      cook.getByText(
        /Paused until .*: no new orders reach you, and shoppers see when you take orders again\./,
      ),
    ).toBeVisible()
    await page.goto('/cart/food')
    await expect(page.getByText(/^Paused until .*: this kitchen takes no orders until then\.$/)).toBeVisible()
    await expect(
      page.getByText('This kitchen is closed now; it will cook your order when it opens.'),
    ).toHaveCount(0)
    await page.goto(kitchenPath ?? '')
    await expect(page.getByText(/^Paused: taking no orders until \d/)).toBeVisible()
    await expect(page.locator('dd.badge')).toHaveText('Closed')
    // No "Add" the API would refuse: each meal says when the kitchen takes orders again.
    await expect(page.getByText(/^Takes orders again from /).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^(Add|Pre-order for .+) / })).toHaveCount(0)
    await cook.getByRole('button', { name: 'Take orders again' }).click()
    await expect(cook.getByText('Open: shoppers can order.')).toBeVisible()
    await page.reload()
    await expect(page.getByText(/^Paused: taking no orders until/)).toHaveCount(0)
    // Add, or "Pre-order for …" when the kitchen's hours are over at this hour (record 0040).
    await expect(page.getByRole('button', { name: /^(Add|Pre-order for .+) / }).first()).toBeVisible()
  }
  await cookContext.close()
})
