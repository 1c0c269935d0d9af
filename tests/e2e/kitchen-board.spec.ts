import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'
import { openBoard, orderWithCash } from './kitchen-helpers'

test.slow()

test('the seeded kitchen runs a cash order live: it arrives on the board, and each step shows on the shopper’s page without a reload', async ({
  page,
  request,
  browser,
}) => {
  const { board, context } = await openBoard(browser)
  const orderId = await orderWithCash(page, request)
  await expect(page.locator('.order-status').first()).toHaveText('Sent to the kitchen')

  // The order arrives on the open board by itself, and the tab's title counts it.
  const card = board.getByRole('article', { name: new RegExp(`^Order ${orderId} `) })
  await expect(card).toBeVisible({ timeout: 15_000 })
  await expect(board).toHaveTitle(/^\(\d+\) /)

  await card.getByLabel('Ready in').selectOption('45')
  await card.getByRole('button', { name: 'Accept' }).click()
  // The shopper's page follows without a reload.
  await expect(page.locator('.order-status').first()).toHaveText('Accepted by the kitchen', {
    timeout: 15_000,
  })
  await expect(page.getByText(/Ready by/)).toBeVisible()
  await expect(page.getByText(/Call the kitchen: \+2547/)).toBeVisible()

  const steps: [string, string][] = [
    ['Start cooking', 'Being cooked'],
    ['Mark ready', 'Ready'],
    ['Send on the way', 'On the way'],
    ['Mark delivered', 'Delivered'],
  ]
  for (const [button, status] of steps) {
    await card.getByRole('button', { name: button }).click()
    await expect(page.locator('.order-status').first()).toHaveText(status, { timeout: 15_000 })
  }
  await expect(page.locator('.order-timeline li')).toHaveCount(6)
  await expect(page.locator('.payment-status')).toContainText('Paid')
  // Delivered today: the board keeps it under "Finished today", with nothing left to do.
  await expect(
    board
      .getByRole('region', { name: 'Finished today' })
      .getByRole('article', { name: new RegExp(`^Order ${orderId} `) }),
  ).toBeVisible()
  await context.close()
})

test('the board is for kitchen accounts: a visitor is asked to sign in, a shopper gets 403', async ({
  page,
}) => {
  await page.goto('/kitchen')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fkitchen/)
  await registerAndSignIn(page)
  await page.goto('/kitchen')
  await expect(page.locator('.error-message')).toContainText('This is for kitchen accounts only')
  await expect(page.getByRole('heading', { name: /403/ })).toBeVisible()
})
