import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { LiveCount } from './list-count'
import { zoomIn } from './map-zoom'

/**
 * The kitchens' map (decision 0038). No test reaches the internet: the tile server
 * (OpenStreetMap's, the default MAP_TILE_URL) is answered here with a 1x1 PNG, or refused.
 */
const TILES = 'https://tile.openstreetmap.org/**'
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Answers the page's tile requests; the zoom of each tile asked for is added to the list returned. */
async function serveTiles(page: Page): Promise<number[]> {
  const zooms: number[] = []
  await page.route(TILES, (route) => {
    // A tile's address is /{zoom}/{x}/{y}.png.
    zooms.push(Number(new URL(route.request().url()).pathname.split('/')[1]))
    return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL })
  })
  return zooms
}

/** The map drawn: Leaflet's container with its markers or clusters, and its buttons usable. */
async function mapShown(page: Page) {
  await expect(page.locator('.leaflet-container')).toBeVisible()
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeEnabled()
}

test('a shopper switches the kitchens to the map and back; markers and the list show together', async ({
  page,
  request,
}) => {
  await serveTiles(page)
  const somali = new LiveCount(request, 'kitchen', 'cuisine=somali')
  await somali.now()
  await page.goto('/food/kitchens?cuisine=somali')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // No Leaflet before the map is asked for.
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await page.getByRole('link', { name: 'Show on a map' }).click()
  await expect(page).toHaveURL(/[?&]view=map/)
  // The filters stay with the map.
  await expect(page).toHaveURL(/[?&]cuisine=somali/)
  await mapShown(page)
  await expect(page.locator('.card-grid > li').first()).toBeVisible()
  // A marker (or a cluster) for the kitchens listed; one popup names a kitchen with a link.
  const shown = await somali.expectShownOn(page)
  expect(shown).toBeLessThan(await new LiveCount(request, 'kitchen').now())
  await expect(page.locator('.card-grid > li')).toHaveCount(shown)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await page.getByRole('link', { name: 'Show as a list only' }).click()
  await expect(page).not.toHaveURL(/view=map/)
  await expect(page).toHaveURL(/[?&]cuisine=somali/)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await expect(page.locator('.card-grid > li').first()).toBeVisible()
})

test('markers are clustered, and a marker opens a popup linking to its kitchen', async ({ page }) => {
  await serveTiles(page)
  await page.goto('/food/kitchens?view=map')
  await mapShown(page)
  // Every kitchen at once: some sit close enough to share a cluster at the whole city's zoom.
  await expect(page.locator('.marker-cluster').first()).toBeVisible()
  // Zoom right in on one kitchen through the URL's area, so its own marker shows.
  await page.goto('/food/kitchens?view=map&bbox=-1.2961,36.7816,-1.2881,36.7896')
  await mapShown(page)
  const marker = page.locator('.leaflet-marker-icon.map-pin').first()
  const name = await marker.getAttribute('title')
  await marker.click()
  const popupLink = page.locator('.leaflet-popup').getByRole('link', { name: name ?? '' })
  await expect(popupLink).toBeVisible()
  // Followed from the keyboard: the opening popup pans the map to fit (Leaflet's autoPan), and a
  // busy machine's pointer tap could land where the link was a frame before, on the map.
  await popupLink.press('Enter')
  await expect(page).toHaveURL(/\/food\/kitchens\/\d+/)
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible()
})

test("a map opened on an area fetches only that area's tiles, at the zoom it shows", async ({ page }) => {
  const zooms = await serveTiles(page)
  await page.goto('/food/kitchens?view=map&bbox=-1.2961,36.7816,-1.2881,36.7896')
  await mapShown(page)
  await expect(page.locator('.leaflet-marker-icon.map-pin')).toHaveCount(1)
  // The markers can be drawn before the first tile has come back (CI saw no tile asked for yet).
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached()
  // Opened on the whole city and then zoomed in, the map fetched a set of zoom-12 tiles first:
  // as many tiles again on the shopper's metered data, for a view shown a fraction of a second.
  expect(zooms.length).toBeGreaterThan(0)
  expect(new Set(zooms).size).toBe(1)
  expect(zooms[0]).toBeGreaterThanOrEqual(15)
})

test('a popup the shopper opened stays open while the list around its kitchen changes', async ({ page }) => {
  await serveTiles(page)
  await page.goto('/food/kitchens?view=map&bbox=-1.2961,36.7816,-1.2881,36.7896')
  await mapShown(page)
  const marker = page.locator('.leaflet-marker-icon.map-pin').first()
  const name = (await marker.getAttribute('title')) ?? ''
  await marker.click()
  const popupLink = page.locator('.leaflet-popup').getByRole('link', { name })
  await expect(popupLink).toBeVisible()
  // The area's filter off: the list grows to the whole city, the map keeps its view and the
  // kitchen, so its popup stays (before, every marker was drawn again and the popup closed).
  const icons = page.locator('.leaflet-marker-icon')
  const before = await icons.count()
  await page.getByRole('link', { name: /Remove filter: In the map's area/ }).click()
  await expect(page).not.toHaveURL(/bbox=/)
  // The map has the new list's markers (or clusters) when its popup is looked at.
  await expect.poll(() => icons.count()).toBeGreaterThan(before)
  // A closing popup is first faded out (opacity 0), then taken out of the page.
  await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1')
  await expect(popupLink).toBeVisible()
})

test('"search this area" puts the map\'s bounds in the URL and narrows the list to them', async ({
  page,
  request,
}) => {
  await serveTiles(page)
  const all = new LiveCount(request, 'kitchen')
  // The list of the whole city comes back from the router's cache when the area is taken off:
  // the count it had at this load is one the page may show then.
  await all.now()
  await page.goto('/food/kitchens?view=map')
  await mapShown(page)
  for (let i = 0; i < 3; i++) await zoomIn(page)
  await page.getByRole('button', { name: 'Search this area' }).click()
  await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/)
  const bbox = decodeURIComponent(new URL(page.url()).searchParams.get('bbox') ?? '')
  const inside = await new LiveCount(request, 'kitchen', `bbox=${bbox}`).expectShownOn(page)
  expect(inside).toBeLessThan(await all.now())
  await expect(page.locator('.card-grid > li')).toHaveCount(inside)
  // The area is a filter like the others: its chip takes it off.
  await page.getByRole('link', { name: /Remove filter: In the map's area/ }).click()
  await expect(page).not.toHaveURL(/bbox=/)
  await expect(page).toHaveURL(/[?&]view=map/)
  await all.expectShownOn(page)
})

test('"near me" refused says so; shared, the map centres on the shopper', async ({ page, context }) => {
  await serveTiles(page)
  await context.clearPermissions()
  await page.goto('/food/kitchens?view=map')
  await mapShown(page)
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your location was not shared' })).toBeVisible()
  await expect(page.locator('.card-grid > li').first()).toBeVisible()

  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -1.2611, longitude: 36.8025 })
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your location was not shared' })).toHaveCount(0)
  // The shopper's own mark, a circle Leaflet draws.
  await expect(page.locator('path.leaflet-interactive')).toHaveCount(1)
})

test('"near me" puts the nearest kitchens first, and each card says how far it is', async ({
  page,
  context,
  request,
}) => {
  await serveTiles(page)
  const here = { latitude: -1.2611, longitude: 36.8025 }
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(here)
  await page.goto('/food/kitchens?view=map')
  await mapShown(page)
  const titles = page.locator('.card-grid > li .card-title')
  const best = await titles.allTextContents()
  await expect(page.locator('.card-grid > li').filter({ hasText: /km/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page).toHaveURL(/[?&]sort=distance/)
  await expect(page).toHaveURL(/[?&]view=map/)
  // The API's nearest first from the kept (rounded) location, each with its distance.
  const nearest = (
    (await (
      await request.get('/api/kitchens?perPage=100&sort=distance', {
        headers: { 'X-STORE-LOCATION': `${here.latitude.toFixed(3)},${here.longitude.toFixed(3)}` },
      })
    ).json()) as { items: { name: string; distanceKm: number; lat: number; lng: number }[] }
  ).items
  const first = nearest.slice(0, 5)
  await expect(titles.first()).toHaveText(first[0]?.name ?? '')
  expect((await titles.allTextContents()).slice(0, 5)).toEqual(first.map((k) => k.name))
  expect(first.map((k) => k.name)).not.toEqual(best.slice(0, 5))
  const cards = page.locator('.card-grid > li')
  // A kitchen nearer than 0.05 km (0 to the tenth) reads "0.1 km away".
  for (const [i, kitchen] of first.entries())
    await expect(cards.nth(i)).toContainText(
      `${Math.max(kitchen.distanceKm, 0.1).toLocaleString('en-KE')} km away`,
    )
  // The sort menu names the order the list has, and the map still shows where the shopper is.
  await expect(page.locator('select[name="sort"]')).toHaveValue('distance')
  await expect(page.locator('path.leaflet-interactive')).toHaveCount(1)

  // Moved to the farthest kitchen, then "Near me" on the list already nearest first: it is read
  // again. Reloaded first: "Near me" accepts a position the browser gave the page minutes ago.
  const farthest = nearest.at(-1)
  if (!farthest) throw new Error('no kitchen listed')
  await context.setGeolocation({ latitude: farthest.lat, longitude: farthest.lng })
  await page.reload()
  await mapShown(page)
  await expect(titles.first()).toHaveText(first[0]?.name ?? '')
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(titles.first()).toHaveText(farthest.name)
})

test("a popup shows the kitchen's photo, rating, delivery fee, minutes and whether it is open", async ({
  page,
  request,
}) => {
  await serveTiles(page)
  const bbox = '-1.2961,36.7816,-1.2881,36.7896'
  const inside = (
    (await (await request.get(`/api/kitchens?perPage=100&bbox=${bbox}`)).json()) as {
      items: {
        name: string
        rating: number
        ratingCount: number
        deliveryFeeKes: number
        prepMinutes: number
        openNow: boolean
      }[]
    }
  ).items
  await page.goto(`/food/kitchens?view=map&bbox=${bbox}`)
  await mapShown(page)
  const marker = page.locator('.leaflet-marker-icon.map-pin').first()
  const name = (await marker.getAttribute('title')) ?? ''
  const kitchen = inside.find((k) => k.name === name)
  expect(kitchen, name).toBeDefined()
  if (!kitchen) return
  await marker.click()
  const popup = page.locator('.leaflet-popup')
  await expect(popup.getByRole('link', { name })).toBeVisible()
  await expect(popup.locator('img')).toHaveAttribute('loading', 'lazy')
  await expect(popup.locator('img')).toHaveJSProperty('complete', true)
  await expect(popup).toContainText(`★ ${kitchen.rating.toFixed(1)} (${kitchen.ratingCount})`)
  await expect(popup).toContainText(
    `Rated ${kitchen.rating.toFixed(1)} out of 5 by ${kitchen.ratingCount} people`,
  )
  // The amount is isolated (U+2068…U+2069) so a right-to-left line keeps it whole; its label is
  // money.ts's ("Ksh", or "KSh" once every price reads so).
  const amount = kitchen.deliveryFeeKes.toLocaleString('en-KE')
  await expect(popup).toContainText(
    new RegExp(`Delivery from \u2068K[Ss]h\\s${amount}\u2069 · ${kitchen.prepMinutes} min`),
  )
  await expect(popup.getByText(kitchen.openNow ? 'Open' : 'Closed', { exact: true })).toBeVisible()
})

test('when tiles cannot load the map says so and the list still works', async ({ page, consoleErrors }) => {
  // The refused tiles are the browser's own console errors, expected here (and only those).
  const keep = consoleErrors.push.bind(consoleErrors)
  consoleErrors.push = (...errors) => keep(...errors.filter((e) => !e.includes('Failed to load resource')))
  await page.route(TILES, (route) => route.abort('internetdisconnected'))
  await page.goto('/food/kitchens?view=map')
  // Leaflet's chunk loads, then the tiles are asked for and refused: on a busy 2-core machine
  // (CI runs two browsers and the server) that passed 5 s once.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The map cannot load right now; the list below still works.' }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('.card-grid > li').first()).toBeVisible()
  await page.locator('.card-grid > li').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/food\/kitchens\/\d+/)
  // No tile is still failing once the page is gone; then the list of errors is a plain array again.
  await page.close()
  Reflect.deleteProperty(consoleErrors, 'push')
})

test("a kitchen's page shows its place on a small map only when the shopper opens it", async ({
  page,
  request,
}) => {
  const tiles = await serveTiles(page)
  const list = (await (await request.get('/api/kitchens?perPage=1')).json()) as {
    items: { id: number; name: string }[]
  }
  const { id, name } = list.items[0] ?? { id: 0, name: '' }
  await page.goto(`/food/kitchens/${id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Show on a map')).toBeVisible()
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  expect(tiles).toHaveLength(0)
  await page.getByText('Show on a map').click()
  await expect(page.getByRole('region', { name: 'Where the kitchen is' })).toBeVisible()
  const marker = page.locator('.leaflet-marker-icon.map-pin')
  await expect(marker).toHaveCount(1)
  await expect(marker).toHaveAttribute('title', name)
  expect(tiles.length).toBeGreaterThan(0)
})

test('in Swahili the map speaks Swahili and its popups keep the locale', async ({ page }) => {
  await serveTiles(page)
  await page.goto('/sw-KE/food/kitchens?view=map&bbox=-1.2961,36.7816,-1.2881,36.7896')
  await expect(page.getByRole('button', { name: 'Tafuta eneo hili' })).toBeEnabled()
  await page.locator('.leaflet-marker-icon.map-pin').first().click()
  const link = page.locator('.leaflet-popup-content a')
  await expect(link).toHaveAttribute('href', /^\/sw-KE\/food\/kitchens\/\d+$/)
  // From the keyboard, as above: the popup's autoPan may still be moving it.
  await link.press('Enter')
  await expect(page).toHaveURL(/\/sw-KE\/food\/kitchens\/\d+$/)
})
