import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

type KitchenPage = { items: { id: number; name: string }[] }

test('a visitor’s ♡ leads to sign-in; a shopper saves a kitchen and finds it under Favorites', async ({
  page,
  request,
}) => {
  const kitchens = (await (await request.get('/api/kitchens?perPage=1')).json()) as KitchenPage
  const kitchen = kitchens.items[0]
  if (!kitchen) throw new Error('no kitchen')
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.getByRole('link', { name: `Sign in to save ${kitchen.name}` })).toHaveAttribute(
    'href',
    `/auth/login?redirect=%2Ffood%2Fkitchens%2F${kitchen.id}`,
  )

  await registerAndSignIn(page)
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const heart = page.getByRole('button', { name: `Save ${kitchen.name} to favorites` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/account/favorites')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites')
  await expect(page.locator('.card-title', { hasText: kitchen.name })).toBeVisible()
})

test('a saved meal with options says "Choose" under Favorites and can still be taken off the list', async ({
  page,
  request,
}) => {
  // Chicken Biryani's Portion must be chosen (seed data): its card has no Add, only "Choose".
  type Offers = { items: { meal: { id: number; name: string; hasOptions: boolean } | null }[] }
  const offers = (await (await request.get('/api/offers?perPage=12')).json()) as Offers
  const meal = offers.items.find((o) => o.meal?.name === 'Chicken Biryani')?.meal
  if (!meal?.hasOptions) throw new Error('no seeded Chicken Biryani with options')
  await registerAndSignIn(page)
  await page.goto(`/food/meals/${meal.id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const heart = page.getByRole('button', { name: `Save ${meal.name} to favorites` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/account/favorites')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const item = page.getByRole('listitem').filter({ has: page.getByRole('article', { name: meal.name }) })
  await expect(item.getByRole('link', { name: 'Choose' })).toHaveAttribute('href', `/food/meals/${meal.id}`)
  const saved = item.getByRole('button', { name: `Save ${meal.name} to favorites` })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await saved.click()
  await expect(page.getByRole('article', { name: meal.name })).toHaveCount(0)
})
