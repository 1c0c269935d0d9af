import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { registerAndSignIn } from './account-helpers'
import { cartName, fillCart } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * The whole checkout as one shopper lives it: a visitor fills a cart, signs
 * in (the cart survives), adds an address with a pin, applies a coupon, picks a slot on a later
 * day, pays by M-Pesa against the simulator, sees the receipt, orders again.
 */
test.slow()

const kes = (amount: number) => `KSh ${amount.toLocaleString('en-KE')}`
/** Today in Nairobi (UTC+3, no daylight saving), as the slots' values write days. */
const nairobiToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)

const noSeriousViolations = async (page: Page) => {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test('a visitor fills a cart, signs in, pins an address, applies a coupon, pre-orders a slot, pays by M-Pesa, reads the receipt and orders again', async ({
  page,
  context,
  request,
}) => {
  // A visitor's cart: Mama Njeri's Kitchen, up to its minimum.
  const kitchen = await fillCart(page, request, "Mama Njeri's Kitchen")
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('No meal')
  const cartButton = page.locator('.site-header .cart-button')
  await expect(cartButton).toHaveAccessibleName(cartName(kitchen.portions))

  // Registering signs the visitor in; the cart they filled is still theirs.
  await registerAndSignIn(page)
  await expect(cartButton).toHaveAccessibleName(cartName(kitchen.portions))

  // An address pinned where the phone is.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -1.2921, longitude: 36.7866 })
  await page.goto('/account/addresses')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByLabel('Name of this address').fill('Home')
  await page.getByLabel('Area').selectOption('Kilimani')
  await page.getByLabel('Estate, building or house').fill('Jabavu Court, Block C')
  await page.getByLabel('Landmark').fill('Opposite Yaya Centre')
  await page.getByLabel('Phone for the rider').fill('0712 345 678')
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByText('The pin is set (-1.2921, 36.7866).')).toBeVisible()
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.locator('.address-card')).toContainText('Pinned on the map')

  // The cart: up to KARIBU100's minimum (KSh 500), then the coupon.
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  let portions = kitchen.portions
  while (meal.priceKes * portions < 500) {
    await page.getByRole('button', { name: `One more ${meal.name}`, exact: true }).click()
    portions += 1
    await expect(cartButton).toHaveAccessibleName(cartName(portions))
  }
  await page.getByLabel('Coupon code').fill('karibu100')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.locator('.coupon-applied')).toContainText('Coupon KARIBU100')

  // The fee is priced to the pin, as the kitchen's API quotes it for that place.
  const quoted = await request.get(`/api/kitchens/${kitchen.id}`, {
    headers: { 'X-STORE-LOCATION': '-1.2921,36.7866' },
  })
  const { delivery } = (await quoted.json()) as { delivery: { quote: { feeKes: number } } }
  const total = meal.priceKes * portions + delivery.quote.feeKes - 100
  await expect(page.locator('.cart-total')).toHaveText(`Total with delivery: ${kes(total)}`)

  // A slot on the next day the kitchen opens.
  const picker = page.getByLabel(`Delivery time from ${kitchen.name}`)
  const values = await picker
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  const slot = values.find((value) => value !== 'asap' && value.slice(0, 10) > nairobiToday())
  if (!slot) throw new Error(`No slot after today in ${values.join(', ')}`)
  await picker.selectOption(slot)
  await noSeriousViolations(page)

  await page.getByLabel('Pay with').selectOption({ label: 'M-Pesa' })
  await page.getByLabel('M-Pesa number').fill('0712 345 678')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('.payment-status')).toContainText('Paid', { timeout: 15_000 })
  const slotShown = new RegExp(`Delivery slot: .+, ${slot.slice(11)}–\\d\\d:\\d\\d \\(Nairobi time\\)`)
  await expect(page.getByText(slotShown)).toBeVisible()
  await expect(page.locator('.cart-sums').first()).toContainText(kes(total))

  // The receipt: the slot, the coupon, what M-Pesa took and its receipt number.
  await page.getByRole('link', { name: 'Receipt' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Receipt for order \d+$/)
  await expect(page.getByText(slotShown)).toBeVisible()
  await expect(page.getByText('Coupon KARIBU100')).toBeVisible()
  await expect(page.getByText(/M-Pesa receipt: T[0-9A-F]{9}/)).toBeVisible()
  await expect(page.locator('.cart-sums')).toContainText(kes(total))

  // Order again: the same meals back in the (emptied) cart.
  await page.getByRole('link', { name: 'Back to the order' }).click()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: 'Order again' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The meals that can be ordered are in your cart.' }),
  ).toBeVisible()
  await expect(cartButton).toHaveAccessibleName(cartName(portions))
})
