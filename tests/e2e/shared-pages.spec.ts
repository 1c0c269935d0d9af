import type { Browser } from '@playwright/test'
import { signedInShopper } from './account-helpers'
import { seededKitchen } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * Decision 0101: a catalogue page is the same HTML for everyone (kept by the page cache for
 * signed-in shoppers too); what is the shopper's own arrives after it from one `no-store` call.
 * Two shoppers, each with a name, an e-mail, an address, a cart line and an order of their own,
 * ask for the shared pages at the same moment: not one of their data is in any page's HTML, and
 * each browser then shows its own.
 */
const SHARED_PATHS = [
  '/',
  '/food',
  '/food/kitchens',
  '/food/kitchens/1',
  '/food/meals/1',
  '/food/offers',
  '/pages/about',
]

async function shopperWithData(browser: Browser, name: string) {
  const { email, tag, page, context } = await signedInShopper(browser, name)
  const cookies = await context.cookies()
  const token = cookies.find((cookie) => cookie.name.endsWith('hc_access'))?.value ?? ''
  const bearer = { Authorization: `Bearer ${token}` }
  // An address whose landmark is theirs alone, and a line in the cart, through the API.
  const landmark = `Gate ${tag} of ${name}`
  const address = await page.request.post('/api/locations', {
    headers: bearer,
    data: {
      label: `${name}'s place`,
      neighbourhood: 'Kilimani',
      building: 'Jabavu Court',
      landmark,
      phone: '0712 345 678',
      isDefault: true,
    },
  })
  expect(address.status()).toBe(201)
  const kitchen = await seededKitchen(page.request, 0)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('no meal')
  const line = await page.request.post('/api/cart/items', { headers: bearer, data: { itemId: meal.id } })
  expect(line.ok()).toBe(true)
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  return { name, email, landmark, meal: meal.name, kitchenId: kitchen.id, page, context, cookie }
}

test('shared pages hold no one’s data, are served from the cache to signed-in shoppers, and fill in after', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const shoppers = await Promise.all([
    shopperWithData(browser, 'Wanjiru'),
    shopperWithData(browser, 'Kiprono'),
  ])
  const answers = await Promise.all(
    Array.from({ length: 28 }, async (_, i) => {
      const shopper = shoppers[i % 2]
      const path = SHARED_PATHS[Math.floor(i / 2) % SHARED_PATHS.length] ?? '/'
      const response = await request.get(path, { headers: { Cookie: shopper?.cookie ?? '' } })
      return { path, response, html: await response.text() }
    }),
  )
  for (const { path, response, html } of answers) {
    expect(response.status(), path).toBe(200)
    for (const shopper of shoppers) {
      for (const datum of [shopper.name, shopper.email, shopper.landmark, `${shopper.name}'s place`])
        expect(html, `${path} holds ${datum}`).not.toContain(datum)
    }
    // No cart line: a meal in the cart shows a stepper ("One more …"), never in shared HTML.
    expect(html, path).not.toContain('One more ')
    expect(html, path).not.toContain('Account menu of')
  }
  // The second round of each page came from the cache, whichever shopper asked first.
  const again = await request.get('/food/kitchens/1', { headers: { Cookie: shoppers[1]?.cookie ?? '' } })
  expect(again.headers()['x-page-cache']).toBe('hit')
  expect(again.headers()['cache-control']).toContain('no-store')

  // In the browser each page then shows its own shopper: the account, the cart's line, the address.
  for (const shopper of shoppers) {
    await shopper.page.goto(`/food/kitchens/${shopper.kitchenId}`)
    await expect(shopper.page.getByText(`Account menu of ${shopper.name}`)).toBeAttached()
    await expect(shopper.page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
    await expect(
      shopper.page.getByRole('button', { name: `One more ${shopper.meal}`, exact: true }),
    ).toBeVisible()
    await shopper.page.goto('/')
    await expect(shopper.page.locator('.deliver-to summary')).toContainText(`${shopper.name}'s place`)
  }
  for (const shopper of shoppers) await shopper.context.close()
})

test('a shared page’s server render reads no session: a visitor and a signed-in shopper get the same HTML', async ({
  browser,
  request,
}) => {
  const shopper = await shopperWithData(browser, 'Atieno')
  // Apart from the nonce and the moments the data was read (13-digit milliseconds).
  const strip = (html: string) =>
    html
      .replace(/nonce="[^"]+"/g, '')
      .replace(/content="[A-Za-z0-9+/=]{20,}"/g, '')
      .replace(/\b\d{13}\b/g, '')
  const visitor = await (await request.get('/food/meals/1')).text()
  const signedIn = await (await request.get('/food/meals/1', { headers: { Cookie: shopper.cookie } })).text()
  expect(strip(signedIn)).toBe(strip(visitor))
  await shopper.context.close()
})
