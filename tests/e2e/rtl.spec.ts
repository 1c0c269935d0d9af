import type { Page } from '@playwright/test'
import { fillRegistration, verifyFromOutbox } from './account-helpers'
import { seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'
import { readsLeftToRight } from './rtl-helpers'

test('in Arabic a phone number reads left to right, as Kenyans write it, and amounts are isolated', async ({
  page,
}) => {
  // Signed up with a phone number: the account sidebar shows it on a line of its own, 0712 345 678.
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
  const shown = `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`
  await expect(page.locator('.account-email')).toHaveText(shown)
  expect(await readsLeftToRight(page, shown)).toBe(true)
  // Inside a sentence (the sign-in details) it never breaks at its spaces: wrapped, its groups
  // stacked out of order ("232 0769" over "928").
  const inSentence = page.locator('section[aria-labelledby="credentials-title"] bdi', { hasText: shown })
  await expect(inSentence).toHaveCSS('white-space', 'nowrap')

  await page.goto('/ar-KE/food/meals')
  const price = page.locator('.meal-card').first().locator('bdi')
  await expect(price).toHaveCSS('unicode-bidi', 'isolate')
})

/** Where an element's own content (its text and children, not its ::before/::after) sits inside it. */
function contentSide(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(element)
      const content = range.getBoundingClientRect()
      return { startGap: box.right - content.right, endGap: content.left - box.left }
    })
}

test('Arabic mirrors the sheets and bars: filters slide in at the left, the menu sheet and the cart bar start at the right', async ({
  page,
  request,
}) => {
  // A wide screen: the filters' sheet is a panel at the inline end, the right in English, the left in Arabic.
  await page.setViewportSize({ width: 1024, height: 768 })
  for (const [prefix, side] of [
    ['', 'right'],
    ['/ar-KE', 'left'],
  ] as const) {
    await page.goto(`${prefix}/food/kitchens`)
    await page.locator('summary.chip-filters').click()
    const panel = await page.locator('.sheet-panel').boundingBox()
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    if (!panel) throw new Error('The filters did not open')
    expect(panel.width).toBeLessThan(width / 2)
    expect(Math.round(side === 'left' ? panel.x : width - panel.x - panel.width)).toBe(0)
  }

  // A phone in Arabic: the menu sheet's menus read from the right, their ▾ at the left.
  await page.setViewportSize({ width: 360, height: 740 })
  const kitchen = await seededKitchen(request, 1)
  await page.goto(`/ar-KE/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.locator('.menu-sheet > summary').click()
  const menu = await contentSide(page, '.menu-sheet-body .menu > summary')
  expect(menu.startGap).toBeLessThan(menu.endGap)
  await page.keyboard.press('Escape')

  // The cart bar: "View cart" at the right, the total at the left.
  await page.locator('.meal-card button.button:not([disabled])').first().click()
  const bar = page.locator('.cart-bar')
  await expect(bar.locator('.cart-bar-total')).toBeVisible()
  const [action, total] = await Promise.all([
    bar.locator('.cart-bar-action').boundingBox(),
    bar.locator('.cart-bar-total').boundingBox(),
  ])
  if (!action || !total) throw new Error('The cart bar has no label or total')
  expect(total.x + total.width).toBeLessThanOrEqual(action.x)
})
