import type { APIRequestContext, Page } from '@playwright/test'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'

// The header's Cart count comes from one small read (GET /api/cart/count) on pages that show no
// cart lines, and from the whole cart on pages that do (decision 0052): every page must show the
// same number, as the server renders it and after the browser's own navigations.

const countIn = (html: string) => /class="cart-count">(\d+)</.exec(html)?.[1]

/** A visitor's cart filled from a seeded kitchen's menu to its minimum, and its first meal. */
async function filledCart(page: Page, request: APIRequestContext) {
  const kitchen = await fillCart(page, request, 1)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  return { kitchen, meal }
}

test('every page the server renders counts the cart in its header, with or without cart lines', async ({
  page,
  request,
}) => {
  const { kitchen, meal } = await filledCart(page, request)
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const paths = [
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
    '/cart/food',
    '/sw/food/kitchens',
  ]
  const counts = await Promise.all(
    paths.map(async (path) => [
      path,
      countIn(await (await request.get(path, { headers: { Cookie: cookie } })).text()),
    ]),
  )
  expect(Object.fromEntries(counts)).toEqual(
    Object.fromEntries(paths.map((path) => [path, String(kitchen.portions)])),
  )
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
  await expect(cartButton).toHaveAccessibleName(`Cart ${kitchen.portions} items`)
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
  await expect(cartButton).toHaveAccessibleName(`Cart ${kitchen.portions + 1} items`)
  // Back home in the browser (no server render): the newer cart wins over the older count.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home-cooked food near you')
  await expect(cartButton).toHaveAccessibleName(`Cart ${kitchen.portions + 1} items`)
  await page.reload()
  await expect(cartButton).toHaveAccessibleName(`Cart ${kitchen.portions + 1} items`)
})

test('a page with cart lines asks for nothing more for its header once it has hydrated', async ({
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
    await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName(
      `Cart ${kitchen.portions} items`,
    )
    await page.waitForLoadState('networkidle')
  }
  expect(serverFnCalls).toEqual([])
})
