import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * The address pin (decision 0037): a shopper sets it with their location or on a map, it is
 * kept when the address is edited, and the delivery fee is priced from it. No test reaches the
 * internet: the tile server is answered here with a 1x1 PNG.
 */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** The first address: with none saved yet, the form is already open. */
async function fillAddress(page: Page, label: string, area: string) {
  await page.getByLabel('Name of this address').fill(label)
  await page.getByLabel('Area').selectOption(area)
  await page.getByLabel('Estate, building or house').fill('Mvuli Suites')
  await page.getByLabel('Landmark').fill('Behind Sarit Centre')
  await page.getByLabel('Phone for the rider').fill('0712 345 678')
}

test('a shopper pins an address with their location; editing it keeps the pin, removing takes it off', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -1.26111, longitude: 36.80254 })
  await registerAndSignIn(page)
  await page.goto('/account/addresses')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await fillAddress(page, 'Home', 'Westlands')
  await expect(
    page.getByText('No pin yet: the delivery fee is priced from the middle of the area.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByText('The pin is set (-1.26111, 36.80254).')).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.locator('.address-card')).toContainText('Pinned on the map')

  // Stored: after a reload, the form shows the pin; changing the landmark alone keeps it.
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: 'Edit Home' }).click()
  await expect(page.getByText('The pin is set (-1.26111, 36.80254).')).toBeVisible()
  await page.getByLabel('Landmark').fill('Opposite the Mall')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.locator('.address-card')).toContainText('Opposite the Mall')
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: 'Edit Home' }).click()
  await expect(page.getByText('The pin is set (-1.26111, 36.80254).')).toBeVisible()
  await page.getByRole('button', { name: 'Remove the pin' }).click()
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.locator('.address-card')).toContainText(
    'No pin: the fee is priced from the middle of the area',
  )
  await page.reload()
  await expect(page.locator('.address-card')).toContainText(
    'No pin: the fee is priced from the middle of the area',
  )
})

test('a shopper puts the pin on the map with the keyboard; a refused location says so', async ({
  page,
  context,
}) => {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  )
  await context.clearPermissions()
  await registerAndSignIn(page)
  await page.goto('/account/addresses')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await fillAddress(page, 'Work', 'Kilimani')

  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your location was not shared.' })).toBeVisible()

  await page.getByRole('button', { name: 'Put the pin on a map' }).click()
  const map = page.getByRole('region', { name: "Map to put the address's pin on" })
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached()
  // The map opens on the chosen area; the arrow keys move it, the button pins its centre.
  await map.focus()
  await page.keyboard.press('ArrowDown')
  await page.getByRole('button', { name: "Put the pin at the map's centre" }).click()
  await expect(map.locator('.map-pin')).toHaveCount(1)
  const pinned = page.getByText(/The pin is set \(-1\.\d+, 36\.7\d+\)\./)
  await expect(pinned).toBeVisible()
  const [lat = 0, lng = 0] = ((await pinned.textContent())?.match(/-?\d+\.\d+/g) ?? []).map(Number)
  // South of Kilimani's middle (-1.2898, 36.7866), where the map opened: the arrow key moved it.
  expect(lat).toBeLessThan(-1.2898)
  expect(lng).toBeCloseTo(36.7866, 2)
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.locator('.address-card')).toContainText('Pinned on the map')
})
