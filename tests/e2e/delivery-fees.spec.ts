import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { NEIGHBOURHOOD_CENTRES } from '../../src/lib/neighbourhood-centres'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart, seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

// Registers, adds an address and fills a cart: more than 30 s on a loaded 2-core machine.
test.slow()

const kes = (amount: number) => `KSh ${amount.toLocaleString('en-KE')}`
// addAddress adds a Kilimani address without a pin: priced from the area's middle (decision 0037).
const KILIMANI = NEIGHBOURHOOD_CENTRES.Kilimani

type Quote = { deliverable: boolean; feeKes: number | null; etaMinutes: number | null; distanceKm: number }

/** What the API quotes from this kitchen to the middle of Kilimani. */
async function quoteToKilimani(request: APIRequestContext, kitchenId: number) {
  const answer = await request.get(`/api/kitchens/${kitchenId}`, {
    headers: { 'X-STORE-LOCATION': `${KILIMANI.lat},${KILIMANI.lng}` },
  })
  return ((await answer.json()) as { delivery: { quote: Quote } }).delivery.quote
}

const noSeriousViolations = async (page: Page) => {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

test('the kitchen page and the summary before paying show the fee and ETA to the address; a kitchen too far says so and is refused', async ({
  page,
  request,
}) => {
  const near = await seededKitchen(request, "Abebe's Injera House")
  const far = await seededKitchen(request, 'Kitengela Shamba Kitchen')
  const nearQuote = await quoteToKilimani(request, near.id)
  expect(nearQuote.deliverable).toBe(true)

  // A visitor sees the kitchen's base: what delivery costs at least.
  await page.goto(`/food/kitchens/${near.id}`)
  const fee = page
    .locator('.kitchen-details dt', { hasText: 'Delivery fee' })
    .locator('xpath=following-sibling::dd')
  await expect(fee).toHaveText(/^from KSh\s\d+$/)

  // A shopper with an address sees the fee and ETA to it.
  await registerAndSignIn(page)
  await addAddress(page)
  await page.goto(`/food/kitchens/${near.id}`)
  await expect(fee).toHaveText(`${kes(nearQuote.feeKes ?? 0)} · about ${nearQuote.etaMinutes} min`)
  await page.goto(`/food/kitchens/${far.id}`)
  await expect(fee).toHaveText('Does not deliver to your address')

  const filled = await fillCart(page, request, near.name)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const summary = page.getByRole('region', { name: 'Delivery to this address' })
  await expect(summary).toContainText(
    `${near.name}: delivery ${kes(nearQuote.feeKes ?? 0)} · about ${nearQuote.etaMinutes} min`,
  )
  const meal = near.meals[0]
  if (!meal) throw new Error('No meal')
  await expect(summary).toContainText(
    `To pay: ${kes(meal.priceKes * filled.portions + (nearQuote.feeKes ?? 0))}`,
  )
  await noSeriousViolations(page)

  // Choosing another address prices the deliveries to it: Kitengela is beyond this kitchen's radius.
  await page.goto('/account/addresses')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: 'Add an address' }).click()
  await page.getByLabel('Name of this address').fill('Shamba')
  await page.getByLabel('Area').selectOption('Kitengela')
  await page.getByLabel('Estate, building or house').fill('Milimani Estate, House 4')
  await page.getByLabel('Landmark').fill('Behind the bus stage')
  await page.getByLabel('Phone for the rider').fill('0712 345 678')
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.locator('.address-card')).toHaveCount(2)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const deliverTo = page.getByLabel('Deliver to')
  const home = await deliverTo.inputValue()
  await deliverTo.selectOption({ label: 'Shamba: Milimani Estate, House 4, Kitengela' })
  await expect(summary).toContainText(`${near.name} does not deliver to this address`)
  await deliverTo.selectOption(home)
  await expect(summary).toContainText(`${near.name}: delivery ${kes(nearQuote.feeKes ?? 0)}`)

  // A kitchen beyond its radius: the summary says so, and the API refuses the order naming it.
  await fillCart(page, request, far.name, filled.portions)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(summary).toContainText(`${far.name} does not deliver to this address`)
  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(
    page.getByText(new RegExp(`${far.name} does not deliver to this address: it is [\\d.]+ km away`)),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/cart\/food$/)
})

test('the fee to the address shows when a preloaded link read the account before the page’s personal part came', async ({
  page,
  request,
}) => {
  const near = await seededKitchen(request, "Abebe's Injera House")
  const nearQuote = await quoteToKilimani(request, near.id)
  await registerAndSignIn(page)
  await addAddress(page)
  // A slow phone: the shared page's personal part (the one call asking for `cartLines`) comes
  // late, and the shopper's thumb on a link meanwhile preloads its route, whose loader reads
  // the account on its own.
  let held = 0
  await page.route('**/_serverFn/**', async (route) => {
    if (!decodeURIComponent(route.request().url()).includes('cartLines')) return route.continue()
    held += 1
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  const readsAccount = page.waitForResponse(
    async (response) =>
      response.url().includes('/_serverFn/') && (await response.text()).includes('"credential"'),
  )
  await page.goto(`/food/kitchens/${near.id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: 'HomeCooked home' }).hover()
  await readsAccount
  const fee = page
    .locator('.kitchen-details dt', { hasText: 'Delivery fee' })
    .locator('xpath=following-sibling::dd')
  await expect(fee).toHaveText(`${kes(nearQuote.feeKes ?? 0)} · about ${nearQuote.etaMinutes} min`)
  expect(held).toBe(1)
})
