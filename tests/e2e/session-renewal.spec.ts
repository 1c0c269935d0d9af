import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

test('a shopper whose 6-hour access cookie ran out stays signed in when two tabs load at once', async ({
  page,
  context,
}) => {
  await registerAndSignIn(page)
  const refreshBefore = (await context.cookies()).find((c) => c.name.endsWith('hc_refresh'))?.value
  // The access cookie has expired: the browser no longer sends it, only the refresh cookie.
  await context.clearCookies({ name: '__Host-hc_access' })

  // Each page load reads the session and the cart in parallel, and both tabs renew at once.
  const second = await context.newPage()
  await Promise.all([page.goto('/account'), second.goto('/')])
  await expect(page.getByText('Account menu of Njeri')).toBeAttached()
  await expect(second.getByText('Account menu of Njeri')).toBeAttached()
  await expect(page).toHaveURL(/\/account$/)

  const refreshAfter = (await context.cookies()).find((c) => c.name.endsWith('hc_refresh'))?.value
  expect(refreshAfter).toBeTruthy()
  expect(refreshAfter).not.toBe(refreshBefore)
  // Still signed in on the next load, in both tabs: the renewal was not taken for theft.
  await Promise.all([page.reload(), second.reload()])
  await expect(page.getByText('Account menu of Njeri')).toBeAttached()
  await expect(second.getByText('Account menu of Njeri')).toBeAttached()
  await second.close()
})
