import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { KITCHEN, openBoard } from './kitchen-helpers'

const noSeriousViolations = async (page: Page) => {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

/** Today in Nairobi (UTC+3, no daylight saving), as the slots' values write days. */
const nairobiToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)

test.slow()

test('a shopper pre-orders for a slot on a later day: the order page, the receipt and the kitchen board show it', async ({
  page,
  request,
  browser,
}) => {
  const { board, context } = await openBoard(browser)
  await registerAndSignIn(page)
  await addAddress(page)
  await fillCart(page, request, KITCHEN.name)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByLabel('Deliver to')).toHaveValue(/\d+/)

  // The kitchen's picker: a labelled native select, a group per day.
  const picker = page.getByLabel(`Delivery time from ${KITCHEN.name}`)
  await expect(picker).toBeVisible()
  const values = await picker
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  // A slot of the next day the kitchen opens (tomorrow, unless it is closed tomorrow), at least
  // an hour and a half away: late in the evening tomorrow's first slot is only the preparation
  // time ahead, and passes (checkout.slotTooSoon) while the page is checked before ordering.
  const slot = values.find(
    (value) =>
      value !== 'asap' &&
      value.slice(0, 10) > nairobiToday() &&
      Date.parse(`${value}:00+03:00`) - Date.now() > 90 * 60_000,
  )
  if (!slot) throw new Error(`No slot after today in ${values.join(', ')}`)
  await picker.focus()
  await picker.selectOption(slot)
  await expect(picker).toHaveValue(slot)
  const start = slot.slice(11)
  const [hours = 0, minutes = 0] = start.split(':').map(Number)
  const endMinutes = hours * 60 + minutes + 30
  const end = `${String(Math.floor(endMinutes / 60) % 24).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`
  await noSeriousViolations(page)

  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  const orderId = Number(/(\d+)$/.exec(page.url())?.[1])
  const shown = new RegExp(`Delivery slot: .+, ${start}–${end} \\(Nairobi time\\)`)
  await expect(page.getByText(shown)).toBeVisible()

  await page.getByRole('link', { name: 'Receipt' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receipt for order ${orderId}`)
  await expect(page.getByText(shown)).toBeVisible()

  // The cook sees the slot on the order's card.
  const card = board.getByRole('article', { name: new RegExp(`^Order ${orderId} `) })
  await expect(card).toBeVisible({ timeout: 15_000 })
  await expect(card.getByText(shown)).toBeVisible()
  await context.close()
})
