import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { chooseTheme, openThemeMenu } from './header-helpers'

test('a theme change is applied at once, kept for a day, and rendered by the server after a reload', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'brand')
  // Each choice closes the popover (it must not stay over the page), so it is opened for each;
  // on a phone the theme menu is in the header's menu sheet, which the choice closes too.
  for (const choice of ['Moss green', 'Dark', 'Rounded']) await chooseTheme(page, choice)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'greenmoss')
  await expect(html).toHaveAttribute('data-mode', 'dark')
  await expect(html).toHaveAttribute('data-radius', 'rounded')

  const cookie = (await context.cookies()).find((c) => c.name === '__Host-hc_theme')
  expect(cookie?.value).toBe('dark.greenmoss')
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(86_000)
  expect(lifetime).toBeLessThanOrEqual(86_400)

  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'greenmoss')
  await expect(html).toHaveAttribute('data-mode', 'dark')
  // No flash: the server's HTML already carries the theme.
  const served = await (
    await request.get('/food', {
      headers: { Cookie: '__Host-hc_theme=dark.greenmoss; __Host-hc_radius=rounded' },
    })
  ).text()
  expect(served).toMatch(/<html[^>]*data-theme="greenmoss"[^>]*data-mode="dark"[^>]*data-radius="rounded"/)

  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])

  // Reset removes the cookies (an empty value removes a theme cookie).
  await openThemeMenu(page)
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(html).toHaveAttribute('data-theme', 'brand')
  expect((await context.cookies()).find((c) => c.name === '__Host-hc_theme')).toBeUndefined()
})
