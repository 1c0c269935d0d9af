import { expect, test } from './fixtures'
import { openMenuSheet } from './header-helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/food')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The header's menus are lazy parts (decision 0051): they work as <details> at once, but closing
  // on a click outside is their script's. It has arrived once the idle prefetch has run.
  await expect(page.locator('html')).toHaveAttribute('data-prefetched', /.*/)
})

test('the More menu closes after a choice, and focus moves to the chosen page’s heading', async ({
  page,
}) => {
  const more = page.locator('.more-menu')
  // On a phone the menu is in the header's menu sheet: a choice closes both.
  await openMenuSheet(page)
  await more.locator('summary').click()
  await more.getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/pages\/about$/)
  await expect(more.getByRole('link', { name: 'About', exact: true })).toBeHidden()
  // A choice that opens another page hands focus to that page's heading, as every client-side
  // navigation does (src/boot/page-focus.ts), never to <body>.
  await expect(page.locator('#content h1')).toBeFocused()
})

test('Escape closes a header popover and gives focus back to its button', async ({ page }) => {
  // On a phone, inside the menu sheet: Escape closes the popover, not yet the sheet.
  await openMenuSheet(page)
  for (const name of ['.more-menu', '.language-menu', '.theme-menu']) {
    const menu = page.locator(name)
    await menu.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(menu.locator('.menu-list')).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu.locator('.menu-list'), name).toBeHidden()
    await expect(menu.locator('summary'), name).toBeFocused()
  }
})

test('a click outside closes a header popover', async ({ page }) => {
  const language = page.locator('.language-menu')
  await openMenuSheet(page)
  await language.locator('summary').click()
  await expect(language.getByRole('link', { name: /Kiswahili/ })).toBeVisible()
  // Somewhere far from the popover (on a phone it covers the top of the page).
  await page.locator('.copyright').click()
  await expect(language.getByRole('link', { name: /Kiswahili/ })).toBeHidden()
})

test('choosing a theme colour closes the theme popover', async ({ page }) => {
  const theme = page.locator('.theme-menu')
  await openMenuSheet(page)
  await theme.locator('summary').click()
  await theme.getByText('Ruby red').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'redruby')
  await expect(theme.locator('.menu-list')).toBeHidden()
})
