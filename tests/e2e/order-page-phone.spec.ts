import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { deliverOnBoard, KITCHEN, openBoard, placeCashOrder } from './kitchen-helpers'

/**
 * The order page on a cheap phone (320–390 px wide, 640 px tall) and on a desktop: the order's
 * status leads it, a failed M-Pesa prompt says why in that headline, "Place order" never shows
 * an emptied cart on its way to the order page, cancelling and emptying the cart ask first, and
 * the payments page fits the screen. Screenshots at 360 px go to SHOTS_DIR when it is set.
 */

test.slow()

const FIRST_SCREEN = 640
const widthsOf = (project: string) => (project === 'mobile' ? [320, 360, 390] : [1280])
const heightOf = (width: number) => (width < 768 ? FIRST_SCREEN : 800)
const SHOTS = process.env.SHOTS_DIR

const noSeriousViolations = async (page: Page) => {
  // Toasts fade in and out; axe would measure their half-transparent frames.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

/** The headline's box, from the top of the page, at the viewport's current size. */
const headlineBox = (page: Page) =>
  page.locator('.order-head .order-status').evaluate((el) => {
    const box = el.getBoundingClientRect()
    return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) }
  })

/** At every width of this project: the headline ends within the first screen. */
async function headlineInFirstScreen(page: Page, project: string) {
  for (const width of widthsOf(project)) {
    await page.setViewportSize({ width, height: heightOf(width) })
    await page.evaluate(() => window.scrollTo(0, 0))
    const box = await headlineBox(page)
    test
      .info()
      .annotations.push({ type: 'headline', description: `${page.url()} at ${width}px: top ${box.top}` })
    expect(box.bottom, `the status headline at ${width} px`).toBeLessThanOrEqual(heightOf(width))
  }
}

/** No horizontal scroll: the page is exactly as wide as the screen. */
async function fitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: FIRST_SCREEN })
  const { scrollWidth, wider } = await page.evaluate(
    (width: number) => ({
      scrollWidth: document.documentElement.scrollWidth,
      // What reaches past the screen's edge and holds nothing that does: the cause, not its boxes.
      wider: [...document.querySelectorAll('body *')]
        .filter((el) => {
          const past = (e: Element) => e.getBoundingClientRect().right > width + 0.5
          return past(el) && ![...el.children].some(past)
        })
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    }),
    width,
  )
  expect.soft(scrollWidth, `${page.url()} at ${width} px: ${wider.join(', ')}`).toBeLessThanOrEqual(width)
}

async function shot(page: Page, name: string) {
  if (!SHOTS || test.info().project.name !== 'mobile') return
  mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 360, height: FIRST_SCREEN })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SHOTS}/${name}-360.png` })
  await page.screenshot({ path: `${SHOTS}/${name}-360-full.png`, fullPage: true })
}

/**
 * Counts every moment "Your cart is empty" is on the screen from now on, in this document: a
 * MutationObserver for each change and a poll each frame for what a change did not show.
 */
async function watchForEmptyCart(page: Page) {
  await page.evaluate(() => {
    const seen = { count: 0 }
    Object.assign(window, { emptyCartSeen: seen })
    const look = () => {
      // biome-ignore lint/performance/useDomNodeTextContent: what is on the screen, not hidden text
      if (document.body.innerText.includes('Your cart is empty')) seen.count += 1
    }
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true })
    const poll = () => {
      look()
      requestAnimationFrame(poll)
    }
    poll()
  })
}
const emptyCartSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { emptyCartSeen: { count: number } }).emptyCartSeen.count)

/** A new shopper with an address and a filled cart, on the cart page, paying by M-Pesa from `phone`. */
async function placeMpesaOrder(page: Page, request: APIRequestContext, phone: string) {
  await registerAndSignIn(page)
  await addAddress(page)
  await fillCart(page, request)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // With meals in the cart and the header's bell loaded: nothing hidden widens the page.
  await expect(page.locator('.notification-menu')).toBeAttached()
  await fitsWidth(page, 320)
  await page.getByLabel('Pay with').selectOption({ label: 'M-Pesa' })
  await page.getByLabel('M-Pesa number').fill(phone)
  await watchForEmptyCart(page)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  return Number(/(\d+)$/.exec(page.url())?.[1])
}

test('a failed M-Pesa prompt: its reason is the headline, in the first screen, in English and Arabic', async ({
  page,
  request,
}) => {
  const project = test.info().project.name
  // The simulator's payer cancels prompts to numbers ending in 1032.
  const orderId = await placeMpesaOrder(page, request, '0700 001 032')
  const headline = page.locator('.order-head .order-status')
  await expect(headline).toHaveText('Payment failed: The M-Pesa prompt was cancelled on your phone.', {
    timeout: 10_000,
  })
  await expect(page.getByRole('heading', { name: /^Payment failed:/ })).toBeVisible()
  // The way out is right under it.
  await expect(page.getByRole('button', { name: 'Send a new M-Pesa prompt' })).toBeVisible()
  // From "Place order" to here, the cart never said it was empty.
  expect(await emptyCartSeen(page)).toBe(0)
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 0 items')
  await headlineInFirstScreen(page, project)
  await noSeriousViolations(page)
  await shot(page, 'order-failed-en')

  await page.goto(`/ar-KE/account/orders/${orderId}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(headline).toHaveText('فشل الدفع: أُلغي إشعار الدفع عبر M-Pesa من هاتفك.')
  await headlineInFirstScreen(page, project)
  await noSeriousViolations(page)
  await shot(page, 'order-failed-ar')

  // The payments page fits every phone, its amount on the screen.
  for (const locale of ['', '/ar-KE']) {
    await page.goto(`${locale}/account/payments`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.locator('.payment-table tbody tr')).toHaveCount(1)
    for (const width of widthsOf(project)) {
      if (width < 768) await fitsWidth(page, width)
      const amount = await page
        .locator('.payment-table tbody td')
        .last()
        .evaluate((el) => {
          const box = el.getBoundingClientRect()
          return { left: box.left, right: box.right }
        })
      expect(amount.left).toBeGreaterThanOrEqual(0)
      expect(amount.right).toBeLessThanOrEqual(width)
    }
    await noSeriousViolations(page)
    await shot(page, `payments-${locale ? 'ar' : 'en'}`)
  }
})

test('a pending M-Pesa prompt: "check your phone" is in the first screen', async ({ page, request }) => {
  const project = test.info().project.name
  // The simulator's payer pays numbers ending in 9000 but the callback is lost: the prompt stays
  // pending until the API's query, 30 s later.
  const orderId = await placeMpesaOrder(page, request, '0700 009 000')
  await expect(page.locator('.order-head .order-status')).toHaveText('Waiting for payment')
  expect(await emptyCartSeen(page)).toBe(0)
  const card = page.getByRole('heading', { name: 'Check your phone for the M-Pesa prompt' })
  await expect(card).toBeVisible()
  await expect(
    page.getByText(/We sent a payment prompt to .+\. Enter your M-Pesa PIN on that phone\./),
  ).toBeVisible()
  await headlineInFirstScreen(page, project)
  for (const width of widthsOf(project)) {
    await page.setViewportSize({ width, height: heightOf(width) })
    const bottom = await card.evaluate((el) => el.getBoundingClientRect().bottom + scrollY)
    expect(bottom, `the prompt's card at ${width} px`).toBeLessThanOrEqual(heightOf(width))
  }
  // Within the prompt's 30 s: the Arabic page while it still waits, then axe.
  await shot(page, 'order-pending-en')
  await page.goto(`/ar-KE/account/orders/${orderId}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(
    page.getByRole('heading', { name: 'تحقّق من هاتفك لرؤية إشعار الدفع عبر M-Pesa' }),
  ).toBeVisible()
  await headlineInFirstScreen(page, project)
  await shot(page, 'order-pending-ar')
  await noSeriousViolations(page)
})

test('cancelling asks first, away from "Order again"; a delivered order leads with "Delivered"', async ({
  page,
  request,
  browser,
}) => {
  const project = test.info().project.name
  await registerAndSignIn(page)
  await addAddress(page)
  const first = await placeCashOrder(page, request, KITCHEN.name)
  await expect(page.locator('.order-head .order-status')).toHaveText('Sent to the kitchen')
  await headlineInFirstScreen(page, project)

  const cancel = page.getByRole('button', { name: 'Cancel order' })
  const again = page.getByRole('button', { name: 'Order again' })
  // Apart: not side by side, more than a tap's reach from each other.
  const [cancelBox, againBox] = [await cancel.boundingBox(), await again.boundingBox()]
  expect(Math.abs((cancelBox?.y ?? 0) - (againBox?.y ?? 0))).toBeGreaterThan(100)

  await cancel.click()
  const asked = page.getByRole('group', { name: 'Cancel this order?' })
  await expect(asked.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await asked.getByRole('button', { name: 'Keep it' }).click()
  await expect(cancel).toBeFocused()
  await expect(page.locator('.order-head .order-status')).toHaveText('Sent to the kitchen')
  await cancel.click()
  await asked.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(page.locator('.order-head .order-status')).toHaveText('Cancelled')
  await expect(cancel).toHaveCount(0)

  // A second order, delivered.
  const second = await placeCashOrder(page, request, KITCHEN.name)
  expect(second).not.toBe(first)
  // The kitchen takes it to the door from its board.
  const { board, context } = await openBoard(browser)
  await deliverOnBoard(board, second)
  await context.close()
  await expect(page.locator('.order-head .order-status')).toHaveText('Delivered', { timeout: 15_000 })
  await headlineInFirstScreen(page, project)
  await noSeriousViolations(page)
  await shot(page, 'order-delivered-en')
  await page.goto(`/ar-KE/account/orders/${second}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await headlineInFirstScreen(page, project)
  await shot(page, 'order-delivered-ar')
})
