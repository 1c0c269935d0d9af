import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The lists on a cheap phone (kitchens, meals, search, offers): the results come first, two
 * compact cards a row from 360 px, nothing wider than the screen; the filters are a "Filters (n)"
 * sheet and one row of chips; a search that finds nothing offers something. English and Arabic
 * (right to left). The first card's top is measured with the header as it is.
 */
const LISTS = ['/food/kitchens', '/food/meals', '/food/search?q=pilau', '/food/offers']
const WIDTHS = [320, 360, 390, 1280]
const FIRST_CARD_MAX_TOP = 300

const localised = (lang: 'en' | 'ar', path: string) => (lang === 'ar' ? `/ar-KE${path}` : path)

async function layout(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('main .card')
    const items = [...(document.querySelector('main .card-grid')?.children ?? [])]
    const firstTop = items[0]?.getBoundingClientRect().top
    return {
      cardTop: card ? Math.round(card.getBoundingClientRect().top + window.scrollY) : Number.NaN,
      perRow: items.filter((item) => Math.abs(item.getBoundingClientRect().top - (firstTop ?? 0)) < 1).length,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // A card's text wider than its card: a word that does not wrap.
      spills: [...document.querySelectorAll('main .card-compact .card-body > *')].filter(
        (element) => element.scrollWidth > element.clientWidth + 1,
      ).length,
    }
  })
}

for (const lang of ['en', 'ar'] as const) {
  for (const width of WIDTHS) {
    test(`${lang} at ${width} px: results first, cards side by side, nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      for (const path of LISTS) {
        await page.goto(localised(lang, path))
        await expect(page.locator('main .card').first()).toBeVisible()
        const { cardTop, perRow, overflow, spills } = await layout(page)
        // The figure itself, in the report, for whoever changes the header or the lists next.
        console.info(`${lang} ${width}px ${path}: first card at ${cardTop} px, ${perRow} a row`)
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
        expect(spills, `${path}: text spills out of a card`).toBe(0)
        if (width >= 360) expect(perRow, path).toBeGreaterThanOrEqual(width >= 1024 ? 3 : 2)
        if (width === 360) expect(cardTop, path).toBeLessThanOrEqual(FIRST_CARD_MAX_TOP)
        if (width === 360 && lang === 'en')
          await page.screenshot({ path: `test-results/lists-${path.replace(/\W+/g, '-')}.png` })
      }
    })
  }
}

test('the Filters sheet applies a filter, closes on Escape giving the focus back, and a chip takes the filter off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/food/meals')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const filtersButton = page.locator('summary', { hasText: /^Filters$/ })
  await expect(filtersButton).toBeVisible()
  const sheet = page.getByRole('dialog', { name: 'Filters and sort' })
  await expect(sheet).toBeHidden()

  // Escape closes it, and the focus is back on "Filters"; the page under it was out of reach.
  await filtersButton.click()
  await expect(sheet).toBeVisible()
  await expect(page.locator('main .card-grid')).toHaveAttribute('inert', '')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(filtersButton).toBeFocused()
  await expect(page.locator('main .card-grid')).not.toHaveAttribute('inert')

  // Applied: the URL says it, its chip shows, the button counts it.
  await filtersButton.click()
  await sheet.getByRole('checkbox', { name: 'Vegan' }).check()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await sheet.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/[?&]dietary=[^&]*vegan/)
  await expect(page.locator('summary', { hasText: 'Filters (1)' })).toBeVisible()
  const chip = page.getByRole('link', { name: 'Remove filter: Vegan' })
  await expect(chip).toBeVisible()
  await expect(page.locator('.meal-card').first()).toContainText('Vegan')

  // The chip takes it off.
  await chip.click()
  await expect(page).not.toHaveURL(/dietary=/)
  await expect(page.locator('summary', { hasText: /^Filters$/ })).toBeVisible()

  // A one-tap chip adds it back.
  await page.getByRole('link', { name: 'Add filter: Vegan' }).click()
  await expect(page).toHaveURL(/[?&]dietary=[^&]*vegan/)
  await expect(page.getByRole('link', { name: 'Remove filter: Vegan' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Filters sheet opens and its form filters', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/ar-KE/food/kitchens')
    const sheet = page.getByRole('dialog')
    await expect(sheet).toBeHidden()
    await page.locator('summary.chip-filters').click()
    await expect(sheet).toBeVisible()
    await sheet.locator('input[name="openNow"]').check()
    await sheet.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/[?&]openNow=true/)
    // The count is isolated (U+2068 … U+2069) so the right-to-left label keeps it whole.
    await expect(page.locator('summary.chip-filters')).toContainText('(\u20681\u2069)')
    await expect(page.locator('.chips-applied a')).toHaveCount(1)
  })
})

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a search that finds nothing suggests popular meals`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(localised(lang, '/food/search?q=zzqxw'))
    // Arabic says none with its plural's zero form: "no kitchens and no meals".
    await expect(page.getByRole('status')).toContainText(
      lang === 'en' ? '0 kitchens and 0 meals' : 'لا مطابخ ولا وجبات',
    )
    await expect(page.locator('#search-popular')).toBeVisible()
    if (lang === 'en') await expect(page.getByRole('heading', { name: 'Popular meals' })).toBeVisible()
    await expect(page.locator('.meal-card').first()).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  })
}

test('axe finds no serious issue on the lists at 360 px, in English and Arabic', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 740 })
  for (const lang of ['en', 'ar'] as const) {
    for (const path of LISTS) {
      await page.goto(localised(lang, path))
      await expect(page.locator('html[data-hydrated]')).toBeAttached()
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
        `${lang} ${path}`,
      ).toEqual([])
    }
  }
})
