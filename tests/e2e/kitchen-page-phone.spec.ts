import { seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * A kitchen's page on a 360 × 780 phone, in English and in Arabic: rating, delivery and whether
 * it is open on one line under the name, then the menu, a meal a row with its picture at the
 * row's end (the left in Arabic), so the first meal is whole on the first screen and the next
 * starts on it. The kitchen's full facts and story follow the menu.
 */
for (const [language, prefix] of [
  ['en', ''],
  ['ar', '/ar-KE'],
] as const) {
  test(`${language}: a kitchen's first meal is whole on a phone's first screen and the next starts on it, under one line of its facts`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const kitchen = await seededKitchen(request, 0)
    expect(kitchen.meals.length).toBeGreaterThan(1)
    await page.goto(`${prefix}/food/kitchens/${kitchen.id}`)

    const glance = page.locator('.kitchen-glance')
    await expect(glance).toContainText('★')
    await expect(glance.locator('.badge')).toBeVisible()
    if (language === 'en') {
      await expect(glance).toContainText(/Delivery from KSh|KSh\s?[\d,]+ · about \d+ min|Does not deliver/)
      await expect(glance.locator('.badge')).toHaveText(/^(Open|Closed)$/)
    }

    const rows = page.locator('.kitchen-menu .meal-card')
    const [first, second] = await Promise.all([rows.nth(0).boundingBox(), rows.nth(1).boundingBox()])
    if (!first || !second) throw new Error('The menu has no second meal')
    expect(first.y + first.height).toBeLessThanOrEqual(780)
    expect(second.y).toBeLessThan(780)

    // The picture sits at the row's end: the right in English, the left in Arabic, and small.
    const [row, picture] = await Promise.all([
      rows.first().boundingBox(),
      rows.first().locator('img').boundingBox(),
    ])
    if (!row || !picture) throw new Error('The first meal has no picture')
    expect(picture.width).toBeLessThanOrEqual(96)
    const atEnd = language === 'ar' ? picture.x - row.x : row.x + row.width - (picture.x + picture.width)
    expect(atEnd).toBeLessThan(16)

    // The facts and the story come after the menu.
    const menuBottom = (await page.locator('.kitchen-menu').boundingBox())?.y ?? 0
    const factsTop = (await page.locator('.kitchen-details').boundingBox())?.y ?? 0
    expect(factsTop).toBeGreaterThan(menuBottom)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
  })
}
