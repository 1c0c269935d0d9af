import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

test('a field with a hint stays described by its hint and its error once the error shows', async ({
  page,
}) => {
  await registerAndSignIn(page)
  await page.goto('/account')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const phone = page.getByLabel('Phone', { exact: true })
  await phone.fill('12')
  await phone.blur()
  await expect(page.locator('.field-errors').first()).toBeVisible()
  // Every id the field points at names an element: the hint (rendered by the server) and the
  // error (rendered in the browser) alike. Ids come from useId on both sides (decision 0046).
  const described = await phone.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? null),
  )
  expect(described).toHaveLength(2)
  expect(described[0]).toBe('For example 0712 345 678')
  expect(described[1]).not.toBeNull()
  await expect(phone).toHaveAccessibleDescription(/For example 0712 345 678/)
})
