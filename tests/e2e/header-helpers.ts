import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The header's menu sheet (MenuSheet.tsx): its button shows on a phone, under 900px. */
export const menuSheet = (page: Page) => page.locator('.site-header .menu-sheet')

/** The sheet's own button. */
const menuSheetButton = (page: Page) => menuSheet(page).locator(':scope > summary')

/**
 * On a phone, opens the header's menu sheet from the keyboard, where the account, more, theme
 * and language menus are; from 900px they are in the header's row and there is nothing to open.
 * Answers whether there was a sheet to open.
 */
export async function openMenuSheet(page: Page): Promise<boolean> {
  const button = menuSheetButton(page)
  if (!(await button.isVisible())) return false
  if ((await menuSheet(page).getAttribute('open')) === null) {
    await button.focus()
    await page.keyboard.press('Enter')
  }
  await expect(menuSheet(page)).toHaveAttribute('open', '')
  return true
}

/** Opens the theme menu, inside the menu sheet on a phone. */
export async function openThemeMenu(page: Page): Promise<void> {
  await openMenuSheet(page)
  await page.locator('.theme-menu summary').click()
}

/** Picks one theme choice ("Dark", "Moss green", "Rounded"); the choice closes the menu. */
export async function chooseTheme(page: Page, choice: string): Promise<void> {
  await openThemeMenu(page)
  await page.getByLabel(choice).check()
  await expect(page.locator('.theme-menu')).not.toHaveAttribute('open')
}
