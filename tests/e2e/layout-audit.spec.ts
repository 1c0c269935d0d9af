import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { KITCHEN, placeCashOrder } from './kitchen-helpers'

/**
 * Every shopper and account page at 320, 360, 390 and 1280 px, light and dark, English and
 * Arabic (right to left), with one signed-in shopper who has placed one cash order and has
 * meals in the cart again. For each combination:
 *
 * - nothing scrolls sideways: the document is no wider than the screen;
 * - every visible tap target is at least 24 × 24 CSS px (WCAG 2.5.8, Target Size (Minimum)).
 *   The rule, kept simple: a link, button, input, select, textarea, summary or [role=button]
 *   is measured unless it is inline text inside a sentence (WCAG's inline exception: a link
 *   laid out inline whose block holds other text too). A checkbox or radio is measured with
 *   its label, which takes the tap as well. The spacing exception is not used: a small
 *   target fails even when nothing is near it;
 * - below 900 px the site's header is at most 56 px high;
 * - on the lists (kitchens, meals, offers, search) the first card's top is within 300 px of the
 *   page's top on a phone (320, 360, 390 px);
 * - axe finds nothing serious or critical. Axe takes 1.5 to 3 s a page, more than the rest of a
 *   width's checks together, so it runs once per page × scheme × language, at 360 or at 1280 px
 *   (AXE_AT): each scheme and each language is scanned at both widths, across the four runs.
 *
 * Each page is one test that gathers all its failures into one list, so one run shows all of
 * them. A full-page screenshot of each page at 360 px, light, in English and in Arabic is kept
 * with the test's results (attached to the report). The colour scheme is the theme cookie's
 * (src/lib/themes.ts: the server renders it); the browser's preference is emulated to match.
 *
 * The widths are set on one page (setViewportSize), reloading at each, so the run stays within
 * a few minutes; it runs in the desktop project only, the widths being set here.
 */

const WIDTHS = [320, 360, 390, 1280] as const
const AXE_AT = { en: { light: 360, dark: 1280 }, ar: { light: 1280, dark: 360 } } as const
const SCHEMES = ['light', 'dark'] as const
const LOCALES = ['en', 'ar'] as const
const PHONE_HEIGHT = 740
const DESKTOP_HEIGHT = 800
const MIN_TARGET = 24
const HEADER_MAX = 56
const HEADER_LIMIT_BELOW = 900
const FIRST_CARD_MAX_TOP = 300

type Scheme = (typeof SCHEMES)[number]
type Locale = (typeof LOCALES)[number]
type Shopper = {
  kitchenId: number
  mealId: number
  orderId: number
  state: Awaited<ReturnType<BrowserContext['storageState']>>
}
type AuditPage = { name: string; path: (s: Shopper) => string; list?: boolean; signedOut?: boolean }

const PAGES: AuditPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'food', path: () => '/food' },
  { name: 'kitchens', path: () => '/food/kitchens', list: true },
  { name: 'meals', path: () => '/food/meals', list: true },
  { name: 'offers', path: () => '/food/offers', list: true },
  { name: 'search', path: () => '/food/search?q=pilau', list: true },
  { name: 'kitchen', path: (s) => `/food/kitchens/${s.kitchenId}` },
  { name: 'meal', path: (s) => `/food/meals/${s.mealId}` },
  { name: 'cart', path: () => '/cart/food' },
  { name: 'account', path: () => '/account' },
  { name: 'orders', path: () => '/account/orders' },
  { name: 'order', path: (s) => `/account/orders/${s.orderId}` },
  { name: 'receipt', path: (s) => `/account/orders/${s.orderId}/receipt` },
  { name: 'addresses', path: () => '/account/addresses' },
  { name: 'payments', path: () => '/account/payments' },
  { name: 'favorites', path: () => '/account/favorites' },
  { name: 'login', path: () => '/auth/login', signedOut: true },
  { name: 'sign-in code', path: () => '/auth/phone-code', signedOut: true },
]

const localised = (locale: Locale, path: string) =>
  locale === 'ar' ? `/ar-KE${path === '/' ? '' : path}` : path
const shopperAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`

/**
 * Signs a new shopper up, places one cash order and fills the cart again: once for the run. The
 * shopper is kept in the run's output folder, so a worker started again after a failed page
 * reuses it.
 */
async function signedInShopper(browser: Browser, testInfo: TestInfo): Promise<Shopper> {
  const file = join(testInfo.project.outputDir, 'layout-audit-shopper.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Shopper
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': shopperAddress() })
  const page = await context.newPage()
  await registerAndSignIn(page)
  await addAddress(page)
  const orderId = await placeCashOrder(page, context.request, KITCHEN.name)
  const kitchen = await fillCart(page, context.request, KITCHEN.name)
  const shopper = {
    kitchenId: kitchen.id,
    mealId: kitchen.meals[0]?.id ?? 0,
    orderId,
    state: await context.storageState(),
  }
  await context.close()
  mkdirSync(testInfo.project.outputDir, { recursive: true })
  // Written whole, then renamed: the other worker may read the file at any moment.
  writeFileSync(`${file}.${testInfo.workerIndex}`, JSON.stringify(shopper))
  renameSync(`${file}.${testInfo.workerIndex}`, file)
  return shopper
}

/**
 * Dark is the theme cookie's choice (the server renders it); light is no cookie. The cookie is
 * written by a script on the site's own page, as the theme menu does (`__Host-`: Secure, Path=/).
 * Light also forgets the kept theme, as the menu's Reset does: the head's script would otherwise
 * put the cookie back from local storage (decision 0096).
 */
async function applyScheme(page: Page, scheme: Scheme) {
  if (!page.url().startsWith('http')) {
    if (scheme === 'dark') throw new Error('Dark needs a page of the site open to set its cookie')
  } else if (scheme === 'dark') {
    await page.evaluate(() => cookieStore.set({ name: '__Host-hc_theme', value: 'dark.brand', path: '/' }))
  } else {
    await page.evaluate(async () => {
      localStorage.removeItem('homecooked.themeColor')
      await cookieStore.delete({ name: '__Host-hc_theme', path: '/' })
    })
  }
  await page.emulateMedia({ colorScheme: scheme })
}

/** What is wrong with the page as it is on the screen now: overflow, small targets, the header, the first card. */
function measure(page: Page, args: { width: number; list: boolean }) {
  return page.evaluate(
    ({ width, list, MIN_TARGET, HEADER_MAX, HEADER_LIMIT_BELOW, FIRST_CARD_MAX_TOP }) => {
      const problems: string[] = []
      const named = (el: Element) => {
        const classes =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).join('.')}`
            : ''
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40)
        return `${el.tagName.toLowerCase()}${classes}${label ? ` "${label}"` : ''}`
      }

      const scrollWidth = document.documentElement.scrollWidth
      if (scrollWidth > width) {
        // What reaches past the screen's edge and holds nothing that does: the cause, not its boxes.
        const rtl = document.documentElement.dir === 'rtl'
        const past = (e: Element | Range) => {
          const box = e.getBoundingClientRect()
          return rtl ? box.left < -0.5 : box.right > width + 0.5
        }
        const seen = (e: Element) => e.checkVisibility({ visibilityProperty: true })
        const causes = [...document.querySelectorAll('body *')]
          .filter((el) => seen(el) && past(el) && ![...el.children].some((c) => seen(c) && past(c)))
          .map(named)
        // Text spilling out of its box reaches past the edge with no element's box doing so.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          const parent = node.parentElement
          if (parent && seen(parent) && parent.getBoundingClientRect().width > 1 && past(range))
            causes.push(`text of ${named(parent)}`)
        }
        problems.push(`overflow: ${scrollWidth} px wide (${causes.slice(0, 4).join('; ')})`)
      }

      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        el.getBoundingClientRect().width > 1 &&
        el.getBoundingClientRect().height > 1
      /** A link laid out inline whose block holds other text: a link in a sentence. */
      const inSentence = (el: Element) => {
        if (getComputedStyle(el).display !== 'inline') return false
        let block = el.parentElement
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
        const own = (el.textContent ?? '').trim().length
        return ((block?.textContent ?? '').trim().length ?? 0) > own
      }
      const targets = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      )
      for (const el of targets) {
        let box = el.getBoundingClientRect()
        const label =
          el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? el.labels?.[0] : undefined
        if (label && visible(label)) {
          const around = label.getBoundingClientRect()
          const left = Math.min(box.left, around.left)
          const top = Math.min(box.top, around.top)
          box = new DOMRect(
            left,
            top,
            Math.max(box.right, around.right) - left,
            Math.max(box.bottom, around.bottom) - top,
          )
        } else if (!visible(el)) continue
        if (el.tagName === 'A' && inSentence(el)) continue
        // A fraction of a pixel off is rounding, not a smaller target.
        if (box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5) {
          problems.push(`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${named(el)}`)
        }
      }

      const header = document.querySelector('.site-header')
      if (width < HEADER_LIMIT_BELOW && header) {
        const height = Math.round(header.getBoundingClientRect().height)
        if (height > HEADER_MAX) problems.push(`header ${height} px high`)
      }

      if (list && width < HEADER_LIMIT_BELOW) {
        const card = document.querySelector('main .card')
        const top = card ? Math.round(card.getBoundingClientRect().top + window.scrollY) : Number.NaN
        if (!(top <= FIRST_CARD_MAX_TOP)) problems.push(`first card at ${top} px`)
      }
      return problems
    },
    { ...args, MIN_TARGET, HEADER_MAX, HEADER_LIMIT_BELOW, FIRST_CARD_MAX_TOP },
  )
}

async function axeProblems(page: Page) {
  // Toasts fade in and out; axe would measure their half-transparent frames.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    )
}

test.describe('layout audit', () => {
  // Its pages shared by both workers: one after another they were the run's longest file (13 min).
  test.describe.configure({ mode: 'parallel' })
  for (const audited of PAGES) {
    test(`${audited.name}: fits, tap targets, header, first card, axe at every width, scheme and language`, async ({
      browser,
      context,
      page,
    }, testInfo) => {
      test.slow()
      const s = await signedInShopper(browser, testInfo)
      if (!audited.signedOut) await context.addCookies(s.state.cookies)
      const problems = new Set<string>()
      for (const locale of LOCALES) {
        for (const scheme of SCHEMES) {
          await applyScheme(page, scheme)
          await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT })
          await page.goto(localised(locale, audited.path(s)))
          for (const width of WIDTHS) {
            if (width !== WIDTHS[0]) {
              await page.setViewportSize({
                width,
                height: width < HEADER_LIMIT_BELOW ? PHONE_HEIGHT : DESKTOP_HEIGHT,
              })
              await page.reload()
            }
            await expect(page.locator('html[data-hydrated]')).toBeAttached()
            await expect(page.locator('html')).toHaveAttribute('data-mode', scheme)
            if (audited.list) await expect(page.locator('main .card').first()).toBeVisible()
            const where = `${locale} ${scheme} ${width}px`
            for (const problem of await measure(page, { width, list: !!audited.list })) {
              problems.add(`${where}: ${problem}`)
            }
            if (AXE_AT[locale][scheme] === width) {
              for (const problem of await axeProblems(page)) problems.add(`${where}: ${problem}`)
            }
            if (width === 360 && scheme === 'light') {
              const path = testInfo.outputPath(`${audited.name}-${locale}-360.png`)
              await page.screenshot({ path, fullPage: true })
              await testInfo.attach(`${audited.name}-${locale}-360`, { path, contentType: 'image/png' })
            }
          }
        }
      }
      expect([...problems]).toEqual([])
    })
  }
})
