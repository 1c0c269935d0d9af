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
