import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

test('a session ended elsewhere signs the whole page out at the first 401, the header included', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page)
  await page.goto('/food/meals/1')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByText('Account menu of Njeri')).toBeAttached()

  // Signed out on every device from somewhere else (another phone, the account page elsewhere).
  const access = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('hc_access'))
  expect(access).toBeDefined()
  const ended = await request.delete('/api/auth/session/logout?all=true', {
    headers: { Authorization: `Bearer ${access?.value}` },
  })
  expect(ended.status()).toBe(200)

  // The page learns of it at its next request to the API: this tap on the heart, unless the bell
  // or the cart asked first (either signs the page out the same way).
  const heart = page.getByRole('button', { name: /^Save .+ to favorites$/ })
  if (await heart.isVisible()) await heart.click({ timeout: 5_000 }).catch(() => undefined)
  await expect(page.getByText('Account menu of Njeri')).not.toBeAttached()
  // Signed out, the page goes home (SPEC §2), without the session's cookies.
  await expect(page).toHaveURL(/\/$/)
  expect(
    (await page.context().cookies()).filter((cookie) => /hc_(access|refresh)$/.test(cookie.name)),
  ).toEqual([])
})
