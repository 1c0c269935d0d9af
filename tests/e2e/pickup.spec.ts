import AxeBuilder from '@axe-core/playwright'
import { PICKUP_KITCHEN } from '../fixtures/round-the-clock-kitchen'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { acceptOnBoard, openBoard } from './kitchen-helpers'

const seriousOf = (violations: { impact?: string | null }[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')

/**
 * A shopper collects the order at a kitchen that delivers or hands over at its door (decision
 * record 0116): pick-up chosen at checkout takes the delivery fee off the total to pay; the order
 * page says where to collect it; the cook's board goes from ready to collected, with no rider and
 * no "on the way", and the shopper's page follows live.
 */
test('a shopper chooses pick-up at checkout, pays no delivery fee, and collects the order the cook marks ready, then collected', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow()
  await registerAndSignIn(page)
  await addAddress(page)
  await fillCart(page, request, PICKUP_KITCHEN.name)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByLabel('Deliver to')).toHaveValue(/\d+/)

  const choice = page.getByRole('group', { name: `How you get your order from ${PICKUP_KITCHEN.name}` })
  const delivered = choice.getByRole('radio', { name: 'Delivered to you' })
  const collect = choice.getByRole('radio', { name: /^I collect it at / })
  await expect(delivered).toBeChecked()
  await expect(collect).toHaveAccessibleName(
    `I collect it at ${PICKUP_KITCHEN.landmark}, ${PICKUP_KITCHEN.neighbourhood} (no delivery fee)`,
  )
  const toPay = page.locator('.delivery-summary').getByText(/^To pay:/)
  const amount = async () => Number(((await toPay.textContent()) ?? '').replace(/\D/g, ''))
  await expect(page.locator('.delivery-summary')).toContainText(`${PICKUP_KITCHEN.name}: delivery`)
  const withDelivery = await amount()

  await collect.check()
  await expect(page.locator('.delivery-summary')).toContainText(
    `${PICKUP_KITCHEN.name}: you collect it, no delivery fee`,
  )
  await expect(collect).toBeChecked()
  await expect(page.getByText(`Pick-up time at ${PICKUP_KITCHEN.name}`)).toBeVisible()
  // Nothing delivered: the address is asked for as the shopper's contact, and said so.
  await expect(page.getByLabel('Your address and phone')).toHaveValue(/\d+/)
  await expect(
    page.getByText('You collect your order: the kitchen gets only your phone number.'),
  ).toBeVisible()
  const withPickup = await amount()
  expect(withPickup).toBeLessThan(withDelivery)
  // The cart's own sums say pick-up, at no charge.
  await expect(page.locator('.cart-sums').first()).toContainText(/Pick-up\s*KSh\s0/)
  // Kept on the cart: read again after a reload, still chosen and priced so.
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(collect).toBeChecked()
  expect(await amount()).toBe(withPickup)
  expect(seriousOf((await new AxeBuilder({ page }).analyze()).violations)).toEqual([])

  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const orderId = Number(/(\d+)$/.exec(page.url())?.[1])

  // Where to collect it, and no delivery code (nobody comes to the door).
  const place = page.getByRole('region', { name: 'You collect this order' })
  await expect(place).toContainText(
    `At ${PICKUP_KITCHEN.name}: ${PICKUP_KITCHEN.landmark}, ${PICKUP_KITCHEN.neighbourhood}.`,
  )
  await expect(place).toContainText('We tell you here when it is ready to collect.')
  await expect(place).toContainText(/Pay KSh\s[\d,]+ in cash when you collect it\./)
  await expect(place.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-1\.2803%2C36\.7712$/,
  )
  await expect(page.locator('.delivery-code')).toHaveCount(0)
  await expect(page.getByText('Pick-up as soon as possible')).toBeVisible()
  // No delivery address: the shopper's address is only their contact here.
  await expect(page.getByRole('region', { name: 'Delivery' })).toHaveCount(0)
  expect(seriousOf((await new AxeBuilder({ page }).analyze()).violations)).toEqual([])

  // The cook's board: the shopper collects it, so no address and no rider.
  const { board, context } = await openBoard(
    browser,
    String(testInfo.project.use.baseURL),
    undefined,
    PICKUP_KITCHEN,
  )
  try {
    const card = await acceptOnBoard(board, orderId)
    await expect(card).toContainText('Pick-up: the shopper collects it here')
    await expect(card.locator('address')).toHaveCount(0)
    await expect(page.locator('.order-status').first()).toHaveText('Accepted by the kitchen', {
      timeout: 15_000,
    })
    await card.getByRole('button', { name: 'Start cooking' }).click()
    await card.getByRole('button', { name: 'Mark ready' }).click()
    // Ready: collected next, never sent on the way, and no rider to hand it to.
    const collected = card.getByRole('button', { name: 'Mark collected' })
    await expect(collected).toBeVisible()
    await expect(card.getByRole('button', { name: 'Send on the way' })).toHaveCount(0)
    await expect(card.getByText(/rider/i)).toHaveCount(0)
    await expect(card.locator('.order-status')).toHaveText('Ready to collect')
    expect(seriousOf((await new AxeBuilder({ page: board }).analyze()).violations)).toEqual([])

    // The shopper's page follows live: ready to collect, then collected.
    await expect(page.locator('.order-status').first()).toHaveText('Ready to collect', { timeout: 15_000 })
    await expect(place).toContainText('It is ready: go and collect it.')
    await collected.click()
    await expect(collected).toHaveCount(0)
    await expect(page.locator('.order-status').first()).toHaveText('Collected', { timeout: 15_000 })
    await expect(page.locator('.order-timeline li')).toHaveCount(5)
    await expect(page.locator('.order-timeline li').last()).toContainText('Collected')
    await expect(page.locator('.payment-status')).toContainText('Paid')
  } finally {
    await context.close()
  }
})
