import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

type KitchenPage = { items: { id: number; name: string }[] }
export type Kitchen = {
  id: number
  name: string
  minOrderKes: number
  meals: { id: number; name: string; priceKes: number }[]
}

/** A seeded kitchen: the `which`-th of the list, or the one with this name. */
export async function seededKitchen(request: APIRequestContext, which: number | string): Promise<Kitchen> {
  const list = (await (await request.get('/api/kitchens?perPage=100')).json()) as KitchenPage
  const id = typeof which === 'number' ? list.items[which]?.id : list.items.find((k) => k.name === which)?.id
  if (id === undefined) throw new Error(`No seeded kitchen ${which}`)
  return (await (await request.get(`/api/kitchens/${id}`)).json()) as Kitchen
}

/**
 * A meal's "Add": while its kitchen is closed it reads "Pre-order for <its first slot>" (record
 * 0040), and the seeded kitchens' hours are real, so which one shows depends on the hour.
 */
/** The header's Cart button as a screen reader names it: "Cart 1 item", "Cart 3 items". */
export const cartName = (count: number) => `Cart ${count} ${count === 1 ? 'item' : 'items'}`

export function addButton(page: Page, mealName: string) {
  return page.getByRole('button', { name: new RegExp(`^(Add|Pre-order for .+) ${escaped(mealName)}$`) })
}

/** A meal's "Pre-order for <slot>" only: sold out today, it is offered for a later day (record 0043). */
export function preorderButton(page: Page, mealName: string) {
  return page.getByRole('button', { name: new RegExp(`^Pre-order for .+ ${escaped(mealName)}$`) })
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Fills the cart from a kitchen's menu up to its minimum order, through the menu's buttons as
 * a shopper does (`inCartBefore`: portions already in the cart). Answers the kitchen and how
 * many portions of its first meal went in.
 */
export async function fillCart(
  page: Page,
  request: APIRequestContext,
  which: number | string = 1,
  inCartBefore = 0,
) {
  const kitchen = await seededKitchen(request, which)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The seeded kitchen has no meals')
  const portions = Math.max(1, Math.ceil(kitchen.minOrderKes / meal.priceKes))
  await page.goto(`/food/kitchens/${kitchen.id}`)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const cartButton = page.locator('.site-header .cart-button')
  await addButton(page, meal.name).click()
  for (let n = 2; n <= portions; n += 1) {
    await expect(cartButton).toHaveAccessibleName(cartName(inCartBefore + n - 1))
    await page.getByRole('button', { name: `One more ${meal.name}`, exact: true }).click()
  }
  await expect(cartButton).toHaveAccessibleName(cartName(inCartBefore + portions))
  return { ...kitchen, portions }
}
