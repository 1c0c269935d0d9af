import type { Page } from '@playwright/test'
import { fillRegistration, verifyFromOutbox } from './account-helpers'
import { expect, test } from './fixtures'

/** Whether the first character of `text` on the screen sits left of its last one. */
function readsLeftToRight(page: Page, text: string) {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1
      if (at < 0) continue
      const left = (offset: number) => {
        const range = document.createRange()
        range.setStart(node, at + offset)
        range.setEnd(node, at + offset + 1)
        return range.getBoundingClientRect().left
      }
      return left(0) < left(text.length - 1)
    }
    return null
  }, text)
}

test('in Arabic a phone number keeps its + in front, and amounts are isolated', async ({ page }) => {
  // Signed up with a phone number: the account sidebar shows it on a line of its own.
  const local = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const phone = `+254${local.slice(1)}`
  await page.goto('/auth/register')
  await fillRegistration(page, {
    name: 'Amina',
    surname: 'Hassan',
    email: local,
    password: 'Biryani ya Lamu 2026',
  })
  await verifyFromOutbox(page, phone)
  await expect(page.getByText('Account menu of Amina')).toBeAttached()
  await page.goto('/ar-KE/account')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('.account-email')).toHaveText(phone)
  expect(await readsLeftToRight(page, phone)).toBe(true)

  await page.goto('/ar-KE/food/meals')
  const price = page.locator('.meal-card').first().locator('bdi')
  await expect(price).toHaveCSS('unicode-bidi', 'isolate')
})
