import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'
import { chooseTheme, openMenuSheet, openThemeMenu } from './header-helpers'

// Decision 0096: the shopper's display preferences are kept under local-storage keys named after
// the app's package; when a preference cookie has gone (the theme's lives a day), the head's
// script puts it back before the page paints.

const keptState = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  )

test('a theme outlives its one-day cookie: it is kept in local storage and worn again, from the first paint', async ({
  page,
  context,
}) => {
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  for (const choice of ['Moss green', 'Dark', 'Rounded']) await chooseTheme(page, choice)
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  expect(await keptState(page)).toMatchObject({
    'homecooked.themeColor': 'dark.greenmoss',
    'homecooked.themeRadius': 'rounded',
  })

  // A day later the cookies have gone; local storage has not.
  await context.clearCookies()
  // What the page wears from its first paint: the document's attributes as the parser opens the
  // body, after the head's scripts and before any module of the page can run.
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.body) return
      watch.disconnect()
      const html = document.documentElement
      ;(window as unknown as { firstPaintTheme: string }).firstPaintTheme =
        `${html.dataset.mode}.${html.dataset.theme}.${html.dataset.radius}`
    })
    watch.observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await page.evaluate(() => (window as unknown as { firstPaintTheme: string }).firstPaintTheme)).toBe(
    'dark.greenmoss.rounded',
  )
  // Hydration kept it: the page still wears it once its code runs.
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'greenmoss')
  // The cookie is back, for a day again, and the theme menu shows the theme the page wears.
  const cookie = (await context.cookies()).find((c) => c.name === '__Host-hc_theme')
  expect(cookie?.value).toBe('dark.greenmoss')
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_000)
  await openThemeMenu(page)
  await expect(page.getByLabel('Dark')).toBeChecked()
  await expect(page.getByLabel('Moss green')).toBeChecked()

  // Reset forgets it in both places: the next visit without cookies is in the default theme.
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'brand')
  expect(Object.keys(await keptState(page))).not.toContain('homecooked.themeColor')
  await context.clearCookies()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'light')
})

test('a chosen language is kept in local storage: without its cookie the root still opens in it', async ({
  page,
  context,
}) => {
  await page.goto('/food')
  await openMenuSheet(page)
  await page.locator('.language-menu summary').click()
  await page.getByRole('link', { name: /Kiswahili/ }).click()
  await expect(page).toHaveURL(/\/sw-KE\/food$/)
  // The Swahili page wholly loaded before the cookies go: once, on a loaded CI host, the root
  // opened in English after a goto that may have cut this load short (not reproduced in 20 runs).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await keptState(page)).toMatchObject({ 'homecooked.language': 'sw-KE' })
  await context.clearCookies()
  await page.goto('/')
  await expect(page).toHaveURL(/\/sw-KE$/)
  expect((await context.cookies()).find((c) => c.name === '__Host-hc_locale')?.value).toBe('sw-KE')
})

test('local storage holds display preferences only: every key is the package’s, and no session token is in it', async ({
  page,
  context,
}) => {
  await registerAndSignIn(page)
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await openThemeMenu(page)
  await page.getByLabel('Dark').check()
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  const kept = await keptState(page)
  expect(Object.keys(kept).length).toBeGreaterThan(0)
  for (const key of Object.keys(kept)) expect(key).toMatch(/^homecooked\./)
  const secrets = (await context.cookies()).filter((c) => c.httpOnly).map((c) => c.value)
  expect(secrets.length).toBeGreaterThan(0)
  const stored = JSON.stringify(kept)
  for (const secret of secrets) expect(stored).not.toContain(secret)
  // Nor who is signed in: on a shared phone it would outlive the session.
  expect(stored).not.toContain('Njeri')
})
