import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect } from './fixtures'

/** The seeded kitchen account (src/db/seed/data/kitchen-accounts.ts) and its kitchen. */
export const KITCHEN = {
  email: 'njeri@kitchens.homecooked.test',
  password: 'Kitchen board 2026',
  name: "Mama Njeri's Kitchen",
}

/**
 * The seeded kitchen's cook (or another kitchen's) signs in, in a browser of their own, and opens
 * the board. `prepare` sets the browser up first (permissions, stand-ins for what the machine
 * cannot reach).
 */
export async function openBoard(
  browser: Browser,
  baseURL?: string,
  prepare?: (context: BrowserContext) => Promise<void>,
  cook: { email: string; password: string; name: string } = KITCHEN,
) {
  const context = await browser.newContext(baseURL ? { baseURL } : {})
  await context.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
  })
  await prepare?.(context)
  const board = await context.newPage()
  await board.goto('/kitchen')
  await expect(board).toHaveURL(/\/auth\/login\?redirect=%2Fkitchen/)
  await expect(board.locator('html[data-hydrated]')).toBeAttached()
  await board.getByLabel('Email or phone number').fill(cook.email)
  await board.getByLabel('Password').fill(cook.password)
  await board.getByRole('button', { name: 'Sign in' }).click()
  await expect(board).toHaveURL(/\/kitchen\/?$/)
  await expect(board.getByRole('heading', { name: `Orders for ${cook.name}` })).toBeVisible()
  await expect(board.getByText('Live: new orders appear here by themselves.')).toBeVisible()
  return { board, context }
}

/** A shopper fills the cart from the seeded kitchen's menu and orders with cash. */
export async function orderWithCash(page: Page, request: APIRequestContext) {
  await registerAndSignIn(page)
  await addAddress(page)
  return placeCashOrder(page, request, KITCHEN.name)
}

/** A signed-in shopper with an address fills the cart from a kitchen's menu and orders with cash. */
export async function placeCashOrder(page: Page, request: APIRequestContext, kitchenName: string) {
  await fillCart(page, request, kitchenName)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByLabel('Deliver to')).toHaveValue(/\d+/)
  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  return Number(/(\d+)$/.exec(page.url())?.[1])
}

/** On the kitchen's board, the cook accepts an order, ready in 30 minutes; answers its card. */
export async function acceptOnBoard(board: Page, orderId: number) {
  const card = board.getByRole('article', { name: new RegExp(`^Order ${orderId} `) })
  await expect(card).toBeVisible({ timeout: 15_000 })
  await card.getByLabel('Ready in').selectOption('30')
  await card.getByRole('button', { name: 'Accept' }).click()
  return card
}

/** On the kitchen's board, an order goes every step to the shopper's door. */
export async function deliverOnBoard(board: Page, orderId: number) {
  const card = await acceptOnBoard(board, orderId)
  for (const step of ['Start cooking', 'Mark ready', 'Send on the way', 'Mark delivered']) {
    const button = card.getByRole('button', { name: step })
    await button.click()
    await expect(button).toHaveCount(0)
  }
}
