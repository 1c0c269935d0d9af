import { expect, test } from './fixtures'
import { deliverOnBoard, KITCHEN, openBoard, orderWithCash } from './kitchen-helpers'

test.slow()

test('after a delivered order, the shopper’s home offers the kitchen again, one tap from the order', async ({
  page,
  request,
  browser,
}) => {
  const { board, context } = await openBoard(browser)
  const orderId = await orderWithCash(page, request)
  // Placed, not delivered: nothing to repeat yet.
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('region', { name: 'Order again' })).toHaveCount(0)

  await deliverOnBoard(board, orderId)
  await context.close()

  await page.goto('/')
  const rail = page.getByRole('region', { name: 'Order again' })
  await expect(rail.getByRole('heading', { level: 3 })).toHaveText([KITCHEN.name])
  await rail.getByRole('link', { name: 'Order again' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`))
})
