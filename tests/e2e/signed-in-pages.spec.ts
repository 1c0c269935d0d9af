import { signedInShopper } from './account-helpers'
import { expect, test } from './fixtures'

// The web reads a session once for all the API calls of one page it renders (pageSessionReads in
// src/server/api-client.server.ts): pages rendered at the same moment, for different shoppers,
// must never share one.
test('pages rendered at once for two signed-in shoppers each show only their own account', async ({
  browser,
  request,
}) => {
  const akinyi = await signedInShopper(browser, 'Akinyi')
  const baraka = await signedInShopper(browser, 'Baraka')
  const shoppers = [akinyi, baraka]
  const cookies = await Promise.all(shoppers.map((s) => s.cookie()))
  const render = async (index: number, path: string) => {
    const response = await request.get(path, { headers: { Cookie: cookies[index] ?? '' } })
    return { index, html: await response.text() }
  }
  // Pages rendered for one person (a shared page renders for no one: tests/e2e/shared-pages.spec.ts).
  const paths = ['/account', '/cart/food', '/account/orders', '/account/addresses']
  const pages = await Promise.all(
    Array.from({ length: 24 }, (_, i) => render(i % 2, paths[i % paths.length] ?? '/')),
  )
  for (const { index, html } of pages) {
    expect(html).toContain(`Account menu of ${shoppers[index]?.name}`)
    expect(html).not.toContain(`Account menu of ${shoppers[1 - index]?.name}`)
  }

  // Signed out in her browser, Akinyi's next pages are a visitor's, while Baraka's, rendered at
  // the same moment, stay his.
  await akinyi.page.goto('/account')
  await expect(akinyi.page.locator('html[data-hydrated]')).toBeAttached()
  await akinyi.page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(akinyi.page.locator('.site-header').getByRole('link', { name: 'Login' })).toBeVisible()
  const after = await Promise.all(Array.from({ length: 8 }, (_, i) => render(i % 2, '/cart/food')))
  for (const { index, html } of after) {
    if (index === 0) expect(html).not.toContain('Account menu of')
    else expect(html).toContain('Account menu of Baraka')
  }
  for (const shopper of shoppers) await shopper.context.close()
})
