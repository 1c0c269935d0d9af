import { expect, test } from './fixtures'

// Decision 0094 (point 8): SPEC's page overlay is the backdrop of an open sheet. It dims the whole
// page while the sheet is open, a tap on it closes the sheet (focus back where it was), and it is
// not kept: a reload opens no sheet.

const sheets = [
  {
    name: 'the lists’ filters',
    path: '/food/meals',
    opener: 'summary.chip-filters',
    dialog: 'Filters and sort',
  },
  {
    name: 'the home’s Deliver to',
    path: '/food',
    opener: 'summary.deliver-to-button',
    dialog: 'Where should we deliver?',
  },
]

for (const sheet of sheets) {
  test(`the overlay of ${sheet.name}: it covers the page while the sheet is open, and a tap on it closes the sheet`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(sheet.path)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const opener = page.locator(sheet.opener)
    const dialog = page.getByRole('dialog', { name: sheet.dialog })
    const overlay = page.locator('details[open] > .sheet-backdrop')
    await expect(overlay).toHaveCount(0)

    await opener.click()
    await expect(dialog).toBeVisible()
    // The whole screen, not a part of it, and the page under it takes no focus.
    const box = await overlay.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 })
    await expect(page.locator('footer').first()).toHaveAttribute('inert', '')

    // A tap above the sheet's panel lands on the overlay: the sheet closes, the focus goes back.
    const panel = await dialog.boundingBox()
    expect(panel?.y ?? 0).toBeGreaterThan(40)
    await page.mouse.click(180, 20)
    await expect(dialog).toBeHidden()
    await expect(overlay).toHaveCount(0)
    await expect(opener).toBeFocused()
    await expect(page.locator('footer').first()).not.toHaveAttribute('inert')
    await expect(page).toHaveURL(new RegExp(`${sheet.path}$`))

    // Not kept: open, reload, and the page comes back without it.
    await opener.click()
    await expect(dialog).toBeVisible()
    await page.reload()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(dialog).toBeHidden()
    await expect(overlay).toHaveCount(0)
  })
}
