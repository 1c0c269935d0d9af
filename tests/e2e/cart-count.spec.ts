import type { APIRequestContext, Page } from '@playwright/test'
import { cartName, fillCart } from './cart-helpers'
import { expect, test } from './fixtures'

// The header's Cart count comes from one small read (GET /api/cart/count) on pages that show no
// cart lines, and from the whole cart on pages that do (decision 0052): every page must show the
// same number, after the browser's own navigations too. A shared page (decision 0101) comes with
// an empty count, its place kept, and gets the number from its personal part.

const countIn = (html: string) => /class="cart-count">(\d*)</.exec(html)?.[1]

/** A visitor's cart filled from a seeded kitchen's menu to its minimum, and its first meal. */
async function filledCart(page: Page, request: APIRequestContext) {
  const kitchen = await fillCart(page, request, 1)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  return { kitchen, meal }
}

test('every page counts the cart in its header: a personal page as rendered, a shared one once its personal part is in', async ({
  page,
  request,
}) => {
  const { kitchen, meal } = await filledCart(page, request)
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const shared = [
    '/',
    '/food',
    '/food/kitchens',
    `/food/kitchens/${kitchen.id}`,
    // A kitchen that does not exist: its page fails, its header still counts.
    '/food/kitchens/999999',
    '/food/meals',
    `/food/meals/${meal.id}`,
    '/food/offers',
    '/food/search',
    '/food/search?q=pilau',
    '/sw-KE/food/kitchens',
  ]
  const counted = async (path: string) =>
    countIn(await (await request.get(path, { headers: { Cookie: cookie } })).text())
  expect(await counted('/cart/food')).toBe(String(kitchen.portions))
  const counts = await Promise.all(shared.map(async (path) => [path, await counted(path)]))
  // The HTML is everyone's: no number in it, not even 0.
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(shared.map((path) => [path, ''])))
  const cartButton = page.locator('.site-header .cart-button')
  // In the browser (the missing kitchen's 404 is the console's one line: left out here).
  for (const path of shared.filter((p) => !p.startsWith('/sw') && !p.includes('999999'))) {
    await page.goto(path)
    await expect(cartButton, path).toHaveAccessibleName(cartName(kitchen.portions))
  }
})

test('the count follows a change made on a page with cart lines back to a page without them', async ({
  page,
  request,
}) => {
  const { kitchen, meal } = await filledCart(page, request)
  const cartButton = page.locator('.site-header .cart-button')
  // Home: the server read only the count.
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('data-prefetched', /.*/)
  await expect(cartButton).toHaveAccessibleName(cartName(kitchen.portions))
  // To the kitchen in the browser (searched from home): its loader brings the whole cart, and a
  // change answers with it.
  await page.getByRole('searchbox', { name: 'Dish, kitchen, area or cuisine' }).fill(kitchen.name)
  await page.keyboard.press('Enter')
  // The results' page, not the home's rails, which may link the same kitchen.
  await expect(page).toHaveURL(/\/food\/search\?q=/)
  await expect(page.locator('main[aria-busy]')).toHaveCount(0)
  await page.locator(`main a[href="/food/kitchens/${kitchen.id}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/food/kitchens/${kitchen.id}$`))
  await page.getByRole('button', { name: `One more ${meal.name}`, exact: true }).click()
  await expect(cartButton).toHaveAccessibleName(cartName(kitchen.portions + 1))
  // Back home in the browser (no server render): the newer cart wins over the older count.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home-cooked food near you')
  await expect(cartButton).toHaveAccessibleName(cartName(kitchen.portions + 1))
  await page.reload()
  await expect(cartButton).toHaveAccessibleName(cartName(kitchen.portions + 1))
})

test('a shared page with cart lines asks once, for its personal part, and nothing more for its header', async ({
  page: filler,
  request,
}) => {
  const kitchen = await fillCart(filler, request, 1)
  // A page of the same browser (the cart's cookie) where no pointer has been, as on a phone:
  // the filler's pointer stays where it last tapped, and the link that comes under it on the
  // next page is preloaded on hover ('intent'), a meal's data the header never asked for.
  const page = await filler.context().newPage()
  // Data saver on: idle prefetch of the linked pages stays out of the count (as home.spec.ts).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
  })
  const serverFnCalls: string[] = []
  page.on('request', (call) => {
    if (call.url().includes('/_serverFn/')) serverFnCalls.push(call.url())
  })
  for (const path of ['/', `/food/kitchens/${kitchen.id}`]) {
    await page.goto(path)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName(cartName(kitchen.portions))
    await page.waitForLoadState('networkidle')
  }
  // One call a page: the personal part (decision 0101), which brought the lines and the count.
  expect(serverFnCalls).toHaveLength(2)
  expect(new Set(serverFnCalls.map((call) => new URL(call).pathname)).size).toBe(1)
})
