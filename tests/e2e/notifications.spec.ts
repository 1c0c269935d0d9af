import type { APIRequestContext, Page } from '@playwright/test'
import { addAddress, registerAndSignIn } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { openMenuSheet } from './header-helpers'

/** The seeded kitchen account (src/db/seed/data/kitchen-accounts.ts) and its kitchen. */
const KITCHEN = {
  email: 'njeri@kitchens.homecooked.test',
  password: 'Kitchen board 2026',
  name: "Mama Njeri's Kitchen",
}

/** A new shopper orders from the seeded kitchen with cash; answers the order's id. */
async function orderWithCash(page: Page, request: APIRequestContext) {
  await registerAndSignIn(page)
  await addAddress(page)
  await fillCart(page, request, KITCHEN.name)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByLabel('Deliver to')).toHaveValue(/\d+/)
  await page.getByLabel('Pay with').selectOption({ label: 'Cash on delivery' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // The order page has taken over once focus is on its heading: a menu opened before then would
  // close as focus moved there (a busy run lost the menu sheet that way).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  return Number(/(\d+)$/.exec(page.url())?.[1])
}

/** The kitchen accepts the order through the API, as its board would. */
async function kitchenAccepts(request: APIRequestContext, orderId: number) {
  const signIn = await request.post('/api/auth/account/authenticate', {
    data: { identifier: KITCHEN.email, secret: KITCHEN.password },
  })
  expect(signIn.status()).toBe(200)
  const { data } = (await signIn.json()) as { data: { accessToken: string } }
  const accepted = await request.post(`/api/kitchen/orders/${orderId}/transitions`, {
    headers: { Authorization: `Bearer ${data.accessToken}` },
    data: { to: 'accepted', readyBy: new Date(Date.now() + 40 * 60_000).toISOString() },
  })
  expect(accepted.status()).toBe(200)
}

test.slow()

test('a shopper sees the kitchen’s acceptance in the header’s bell without a reload, opens the list, marks it read and the count drops', async ({
  page,
  request,
}) => {
  const orderId = await orderWithCash(page, request)
  // On a phone the bell is in the header's menu sheet.
  await openMenuSheet(page)
  const bell = page.locator('.notification-menu > summary')
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread')

  await kitchenAccepts(request, orderId)
  // Live: the count arrives on the open page by itself.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 })
  await expect(bell.locator('.notification-count')).toHaveText('1')

  await bell.click()
  const title = `${KITCHEN.name} accepted your order ${orderId}`
  const panel = page.getByRole('region', { name: 'Notifications' })
  await expect(panel.getByRole('link', { name: `Unread: ${title}` })).toHaveAttribute(
    'href',
    `/account/orders/${orderId}`,
  )
  await panel.getByRole('button', { name: `Mark read: ${title}` }).click()
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread')
  await expect(bell.locator('.notification-count')).toHaveCount(0)
  await expect(panel.getByRole('link', { name: title, exact: true })).toBeVisible()

  // Escape closes the list and gives the focus back to the bell.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell).toBeFocused()

  // After a reload the read state holds; removing empties the list.
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await openMenuSheet(page)
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread')
  await bell.click()
  await panel.getByRole('button', { name: `Remove: ${title}` }).click()
  await expect(panel.getByText('No notifications yet')).toBeVisible()
})
