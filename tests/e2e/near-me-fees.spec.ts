import { seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * A visitor shares their location on the kitchens' map ("Near me"); kitchen pages then price
 * delivery to it (decision 0037: "once the shopper has chosen an address or shared a
 * location"). The tile server is answered here with a 1x1 PNG.
 */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const kes = (amount: number) => `KSh ${amount.toLocaleString('en-KE')}`
const WESTLANDS = { latitude: -1.2676, longitude: 36.8108 }

test('a visitor who shares their location on the map sees kitchen pages price delivery to it', async ({
  page,
  context,
  request,
}) => {
  const kitchen = await seededKitchen(request, "Abebe's Injera House")
  const quote = (
    (await (
      await request.get(`/api/kitchens/${kitchen.id}`, {
        headers: { 'X-STORE-LOCATION': `${WESTLANDS.latitude.toFixed(3)},${WESTLANDS.longitude.toFixed(3)}` },
      })
    ).json()) as { delivery: { quote: { feeKes: number; etaMinutes: number } } }
  ).delivery.quote

  // Before: the kitchen's base, "from".
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.getByText(/^from KSh/)).toBeVisible()

  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  )
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(WESTLANDS)
  await page.goto('/food/kitchens?view=map')
  await expect(page.getByRole('button', { name: 'Near me' })).toBeEnabled()
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page.getByText('Kitchen pages now show the delivery fee to where you are.')).toBeVisible()

  await page.goto(`/food/kitchens/${kitchen.id}`)
  // Under the name at a glance, and in the kitchen's facts after the menu.
  await expect(page.locator('.kitchen-glance')).toContainText(
    `${kes(quote.feeKes)} · about ${quote.etaMinutes} min`,
  )
  await expect(
    page.locator('.kitchen-details').getByText(`${kes(quote.feeKes)} · about ${quote.etaMinutes} min`),
  ).toBeVisible()
})

test('a location cookie edited into nonsense is ignored: the kitchen page still shows its base', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const kitchen = await seededKitchen(request, "Abebe's Injera House")
  const url = new URL(baseURL ?? 'http://127.0.0.1')
  for (const name of ['hc_store_location', '__Host-hc_store_location'])
    await context.addCookies([
      { name, value: 'not-a-place', domain: url.hostname, path: '/', secure: name.startsWith('__Host-') },
    ])
  const answer = await page.goto(`/food/kitchens/${kitchen.id}`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByText(/^from KSh/)).toBeVisible()
})
