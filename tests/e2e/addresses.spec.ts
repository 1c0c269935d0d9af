import AxeBuilder from '@axe-core/playwright'
import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

test('a shopper adds a delivery address, sees its errors first, then edits and deletes it', async ({
  page,
}) => {
  await registerAndSignIn(page)
  await page.goto('/account/addresses')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.getByText('Please choose the area')).toBeVisible()

  await page.getByLabel('Name of this address').fill('Home')
  await page.getByLabel('Area').selectOption('Kilimani')
  await page.getByLabel('Estate, building or house').fill('Jabavu Court, Block C')
  await page.getByLabel('Landmark').fill('Opposite Yaya Centre')
  await page.getByLabel('Phone for the rider').fill('0712 345 678')
  await page.getByRole('button', { name: 'Add address' }).click()
  const card = page.locator('.address-card')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Default')
  await expect(card).toContainText('+254712345678')
  // The "Address saved" toast fades in and out; axe would measure its half-transparent frames.
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast).toContainText('Address saved')
  await expect(toast).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await page.getByRole('button', { name: 'Edit Home' }).click()
  await page.getByLabel('Landmark').fill('Next to Kilimani Police Station')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(card).toContainText('Next to Kilimani Police Station')

  await page.reload()
  await expect(card).toContainText('Next to Kilimani Police Station')
  // The server's HTML shows the card at once; its Delete works once the page has hydrated.
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: 'Delete Home' }).click()
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()
})
