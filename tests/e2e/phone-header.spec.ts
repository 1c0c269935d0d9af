import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { addButton, seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'
import { menuSheet } from './header-helpers'

/** The header's phone widths (a cheap Android is 360px) and a desktop's. */
const PHONES = [320, 360, 390]
const DESKTOP = 1280

/** Every element in `scope` that can be tapped and is shown: links, buttons, summaries, labels. */
async function tapTargets(scope: Locator) {
  return scope.locator('a, button, summary, label, input:not(label input), select').evaluateAll((elements) =>
    elements.flatMap((element) => {
      // Shown: not in a closed <details> (content-visibility), not display:none or hidden.
      if (!element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return []
      const box = element.getBoundingClientRect()
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
      return [{ name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 }]
    }),
  )
}

/** WCAG 2.5.8: each target at least 24×24 CSS px. */
async function expectTargetsAtLeast24(scope: Locator, where: string) {
  const targets = await tapTargets(scope)
  expect(targets.length, `${where} has tap targets`).toBeGreaterThan(0)
  expect(
    targets.filter((t) => t.width < 24 || t.height < 24),
    `${where}: targets under 24×24`,
  ).toEqual([])
}

async function noSeriousViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function open(page: Page, path: string, mode: 'light' | 'dark') {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // The menus inside the sheet are lazy parts: their script is in once the idle prefetch ran.
  await expect(page.locator('html')).toHaveAttribute('data-prefetched', /.*/)
  await page.evaluate((m) => {
    document.documentElement.dataset.mode = m
  }, mode)
}

const noHorizontalOverflow = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

for (const width of PHONES) {
  for (const [language, prefix] of [
    ['en', ''],
    ['ar', '/ar-KE'],
  ]) {
    for (const mode of ['light', 'dark'] as const) {
      test(`at ${width}px in ${language}, ${mode}: a one-row header of at most 56px whose menu sheet opens, closes and fits`, async ({
        page,
      }, testInfo) => {
        test.skip(testInfo.project.name !== 'mobile', 'phone widths: the mobile project')
        await page.setViewportSize({ width, height: 740 })
        await open(page, `${prefix}/food`, mode)
        const header = page.locator('.site-header')
        const headerBox = await header.boundingBox()
        expect(headerBox?.height).toBeLessThanOrEqual(56)
        // One row: every control shown in the header lies within its one 56px band.
        const sheet = menuSheet(page)
        const button = sheet.locator(':scope > summary')
        for (const control of [
          header.locator('.logo'),
          header.locator('.header-search'),
          header.locator('.cart-button'),
          button,
        ]) {
          const box = await control.boundingBox()
          expect(box, 'shown').not.toBeNull()
          expect(box?.y ?? 0).toBeGreaterThanOrEqual(headerBox?.y ?? 0)
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((headerBox?.y ?? 0) + 56)
        }
        // Account, more, theme and language are in the sheet, not in the row.
        await expect(header.locator('.more-menu > summary')).toBeHidden()
        await expect(header.locator('.theme-menu > summary')).toBeHidden()
        await noHorizontalOverflow(page, width)
        await expectTargetsAtLeast24(header, 'the header')

        // Opened from the keyboard; a real disclosure button says so.
        await button.focus()
        await page.keyboard.press('Enter')
        await expect(sheet).toHaveAttribute('open', '')
        const body = sheet.locator('.menu-sheet-body')
        await expect(body).toBeVisible()
        for (const name of ['.more-menu', '.theme-menu', '.language-menu']) {
          await expect(body.locator(`${name} > summary`)).toBeVisible()
        }
        const login = language === 'en' ? 'Login' : /.+/
        await expect(body.getByRole('link', { name: login }).first()).toBeVisible()
        // It fits the screen, and leaves the header (and its own button) uncovered.
        const sheetBox = await body.boundingBox()
        expect(sheetBox?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((sheetBox?.x ?? 0) + (sheetBox?.width ?? 0)).toBeLessThanOrEqual(width)
        expect(sheetBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0) - 1)
        await noHorizontalOverflow(page, width)
        // The menus inside open in place, their choices as big as the rest.
        for (const name of ['.more-menu', '.language-menu', '.theme-menu']) {
          await body.locator(`${name} > summary`).click()
          await expect(body.locator(`${name} .menu-list`)).toBeVisible()
          const listBox = await body.locator(`${name} .menu-list`).boundingBox()
          expect((listBox?.x ?? 0) + (listBox?.width ?? 0), name).toBeLessThanOrEqual(width)
          await expectTargetsAtLeast24(body, `the sheet with ${name} open`)
          await body.locator(`${name} > summary`).click()
        }
        await noSeriousViolationsIn(page, '.site-header')

        // Escape closes it and gives focus back to its button.
        await body.locator('.more-menu > summary').focus()
        await page.keyboard.press('Escape')
        await expect(body).toBeHidden()
        await expect(button).toBeFocused()

        // Escape in a menu inside closes that one first.
        await page.keyboard.press('Enter')
        await body.locator('.more-menu > summary').focus()
        await page.keyboard.press('Enter')
        await expect(body.locator('.more-menu .menu-list')).toBeVisible()
        await page.keyboard.press('Tab')
        await page.keyboard.press('Escape')
        await expect(body.locator('.more-menu .menu-list')).toBeHidden()
        await expect(body.locator('.more-menu > summary')).toBeFocused()
        await expect(body).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(body).toBeHidden()
        await expect(button).toBeFocused()

        // Focus leaving the sheet (back to the cart) closes it: it never covers where focus went.
        await page.keyboard.press('Enter')
        await expect(body).toBeVisible()
        await page.keyboard.press('Shift+Tab')
        await expect(header.locator('.cart-button')).toBeFocused()
        await expect(body).toBeHidden()
        await expect(sheet).not.toHaveAttribute('open')
      })
    }
  }
}

for (const [language, prefix] of [
  ['en', ''],
  ['ar', '/ar-KE'],
]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`at ${DESKTOP}px in ${language}, ${mode}: the full header in one row, its menus in it`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the desktop project')
      await page.setViewportSize({ width: DESKTOP, height: 800 })
      await open(page, `${prefix}/food`, mode)
      const header = page.locator('.site-header')
      await expect(menuSheet(page).locator(':scope > summary')).toBeHidden()
      for (const name of ['.more-menu', '.theme-menu', '.language-menu']) {
        await expect(header.locator(`${name} > summary`)).toBeVisible()
      }
      await expect(header.locator('.header-search')).toBeVisible()
      // One row: the row's controls share a band as high as its tallest.
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64)
      await noHorizontalOverflow(page, DESKTOP)
      await expectTargetsAtLeast24(header, 'the header')
      // A popover opened from the keyboard, closed by Escape, focus back on its button.
      const more = header.locator('.more-menu')
      await more.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(more.locator('.menu-list')).toBeVisible()
      await expectTargetsAtLeast24(more, 'the more menu')
      await noSeriousViolationsIn(page, '.site-header')
      await page.keyboard.press('Escape')
      await expect(more.locator('.menu-list')).toBeHidden()
      await expect(more.locator('summary')).toBeFocused()
    })
  }
}

test('at 360px the header row overlaps nothing in any full language: a long cart label shortens the name instead', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone width: the mobile project')
  await page.setViewportSize({ width: 360, height: 740 })
  for (const prefix of ['', '/sw-KE', '/fr-KE', '/es-KE', '/pt-KE', '/ar-KE', '/ki-KE', '/kam-KE']) {
    await page.goto(`${prefix}/food`)
    const boxes = await page.locator('.site-header').evaluate((header) => {
      const logo = header.querySelector('.logo') as HTMLElement
      const name = logo.querySelector('span') as HTMLElement
      const controls = ['.header-search', '.cart-button', '.menu-sheet > summary'].map((selector) =>
        (header.querySelector(selector) as HTMLElement).getBoundingClientRect(),
      )
      const nameBox = name.getBoundingClientRect()
      return { name: [nameBox.left, nameBox.right], controls: controls.map((r) => [r.left, r.right]) }
    })
    // In either direction: the name's box and each control's are apart, as are the controls.
    const spans = [boxes.name, ...boxes.controls].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
    for (let i = 1; i < spans.length; i += 1) {
      expect(spans[i]?.[0] ?? 0, `${prefix || 'en'}: ${JSON.stringify(spans)}`).toBeGreaterThanOrEqual(
        (spans[i - 1]?.[1] ?? 0) - 0.5,
      )
    }
    await noHorizontalOverflow(page, 360)
  }
})

test('SPEC §2: the phone and the desktop header carry the same labels (the phone adds its menu button)', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one run resizes from phone to desktop')
  /** The accessible names of the controls shown in the header. */
  const shownNames = () =>
    page
      .locator('.site-header')
      .locator('a, button, summary')
      .evaluateAll((elements) =>
        elements
          .filter((e) => e.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
          .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim()),
      )
  await page.setViewportSize({ width: 360, height: 740 })
  await open(page, '/food', 'light')
  await menuSheet(page).locator(':scope > summary').click()
  const phone = await shownNames()
  await menuSheet(page).locator(':scope > summary').click()
  await page.setViewportSize({ width: DESKTOP, height: 800 })
  await expect(menuSheet(page).locator(':scope > summary')).toBeHidden()
  const desktop = await shownNames()
  expect(phone.length).toBeGreaterThan(4)
  expect(new Set(phone)).toEqual(new Set([...desktop, 'Menu']))
})

test('the footer’s links and the service tabs are big enough to tap, and no tab hides without a hint', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone widths: the mobile project')
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 })
    await open(page, '/food', 'light')
    await page.locator('.footer-countries summary').click()
    await expectTargetsAtLeast24(page.locator('.site-footer'), `the footer at ${width}px`)
    const tabs = page.locator('.service-tabs ul')
    await expectTargetsAtLeast24(tabs, `the service tabs at ${width}px`)
    const join = tabs.getByRole('link', { name: 'Join' })
    const joinBox = await join.boundingBox()
    if ((joinBox?.x ?? 0) + (joinBox?.width ?? 0) > width) {
      // Off the edge: the tabs scroll, and a shadow on that edge says there is more.
      const overflow = await tabs.evaluate((ul) => ({
        scrolls: ul.scrollWidth > ul.clientWidth && getComputedStyle(ul).overflowX === 'auto',
        hint: getComputedStyle(ul).backgroundImage,
      }))
      expect(overflow.scrolls).toBe(true)
      expect(overflow.hint).toContain('radial-gradient')
      await join.scrollIntoViewIfNeeded()
      await expect(join).toBeInViewport({ ratio: 0.99 })
    }
    await noHorizontalOverflow(page, width)
  }
})

test('after a meal is added, a phone shows a cart bar that stays at the foot of the screen, covers neither the page’s end nor the footer, and leads to the cart', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone’s bar')
  await page.setViewportSize({ width: 360, height: 740 })
  const kitchen = await seededKitchen(request, 1)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('No meal')
  await open(page, `/food/kitchens/${kitchen.id}`, 'light')
  const bar = page.locator('.cart-bar')
  await expect(bar).toHaveCount(0)
  await addButton(page, meal.name).click()
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
  const link = bar.getByRole('link')
  await expect(link).toHaveAccessibleName(/^View cart 1 item KSh\s?[\d,]+$/)
  // At the top of the page, the bar sits at the foot of the screen.
  await page.evaluate(() => window.scrollTo(0, 0))
  const barBox = await bar.boundingBox()
  expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(740)
  await expectTargetsAtLeast24(bar, 'the cart bar')
  // At the end of the page, neither the page's last words nor a footer link is under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const barTop = (await bar.boundingBox())?.y ?? 0
  const contentBottom = await page
    .locator('#content')
    .evaluate((content) => content.getBoundingClientRect().bottom)
  expect(contentBottom).toBeLessThanOrEqual(barTop + 0.5)
  const footerLinkTops = await page
    .locator('.site-footer a, .site-footer summary')
    .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top))
  expect(Math.min(...footerLinkTops)).toBeGreaterThan(barTop)
  await noHorizontalOverflow(page, 360)

  // A page whose loader reads the count alone, not the priced lines: the bar shows the count,
  // and the total once the browser holds the priced cart (the idle prefetch of the bar's link).
  await page.goto('/pages/about')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(link).toHaveAccessibleName(/^View cart 1 item( KSh\s?[\d,]+)?$/)
  await expect(page.locator('html')).toHaveAttribute('data-prefetched', /.*/)
  await link.click()
  await expect(page).toHaveURL(/\/cart\/food$/)
  await expect(page.locator('.cart-line')).toHaveCount(1)
  // Not on the cart itself.
  await expect(bar).toHaveCount(0)
})

test('the header’s search button opens the search page with the cursor in its field', async ({ page }) => {
  await open(page, '/food/kitchens', 'light')
  await page.locator('.site-header .header-search').click()
  await expect(page).toHaveURL(/\/food\/search$/)
  await expect(page.getByLabel('Dish, kitchen, area or cuisine')).toBeFocused()
  // Loaded as HTML, too (before any script).
  await page.reload()
  await expect(page.getByLabel('Dish, kitchen, area or cuisine')).toBeFocused()
})
