import type { Page, Request } from '@playwright/test'
import { fillRegistration, uniqueEmail } from './account-helpers'
import { addButton } from './cart-helpers'
import { expect, test } from './fixtures'

/**
 * Decision 0027: every cookie the app sets carries its flags and the `__Host-`
 * prefix of the production build; answers that depend on a session or a cart are never cached;
 * a state-changing request from another site is refused whatever it carries.
 */
const ATTACKER = { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }

type Kitchen = { meals: { name: string }[] }

/** Every Set-Cookie header of every response the page receives. */
function collectSetCookies(page: Page): string[] {
  const headers: string[] = []
  page.on('response', async (response) => {
    for (const header of await response.headersArray().catch(() => []))
      if (header.name.toLowerCase() === 'set-cookie') headers.push(...header.value.split('\n'))
  })
  return headers
}

/** What the server may set, and whether page scripts may read it (preferences only). */
const SERVER_COOKIES = ['hc_cart', 'hc_access', 'hc_refresh', 'hc_oauth_state', 'hc_oauth_verifier']
const SCRIPT_COOKIES = ['hc_theme', 'hc_radius', 'hc_locale']

test('every cookie is __Host- prefixed, Secure, Path=/, SameSite=Lax, and httpOnly unless a script writes it', async ({
  page,
  context,
  request,
}) => {
  const setCookies = collectSetCookies(page)
  const kitchen = (await (await request.get('/api/kitchens/1')).json()) as Kitchen
  // A visitor's cart, a theme, Google sign-in (its state cookies, then the session), a language.
  await page.goto('/food/kitchens/1')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await addButton(page, kitchen.meals[0]?.name ?? '')
    .first()
    .click()
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
  for (const choice of ['Moss green', 'Rounded']) {
    await page.locator('.theme-menu summary').click()
    await page.getByLabel(choice).check()
  }
  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page.getByText('Account menu of Mwangi')).toBeAttached()
  await page.goto('/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.locator('.language-menu summary').click()
  await page.getByRole('link', { name: /Kiswahili/ }).click()
  await expect(page).toHaveURL(/\/sw-KE\/food/)

  // Redirect answers' headers do not reach page.on('response'): Google sign-in's start is asked directly.
  const start = await page.request.get('/oauth/google', { maxRedirects: 0 })
  expect(start.status()).toBe(302)
  for (const header of start.headersArray())
    if (header.name.toLowerCase() === 'set-cookie') setCookies.push(...header.value.split('\n'))

  // The Set-Cookie headers, one by one (deletions included).
  const seen = new Set<string>()
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
    const name = pair.slice(0, pair.indexOf('='))
    seen.add(name)
    const flags = attributes.map((attribute) => attribute.toLowerCase())
    expect(name, header).toMatch(/^__Host-/)
    expect(SERVER_COOKIES, `${name} is a cookie this test knows`).toContain(name.replace('__Host-', ''))
    expect(flags, header).toContain('httponly')
    expect(flags, header).toContain('secure')
    expect(flags, header).toContain('samesite=lax')
    expect(flags, header).toContain('path=/')
    expect(
      flags.some((flag) => flag.startsWith('domain=')),
      header,
    ).toBe(false)
  }
  // The browser's jar: the server's cookies and those the page's scripts wrote.
  const jar = await context.cookies()
  for (const cookie of jar) seen.add(cookie.name)
  for (const name of SERVER_COOKIES) expect(seen, `the journey set ${name}`).toContain(`__Host-${name}`)
  for (const cookie of jar) {
    expect(cookie.name).toMatch(/^__Host-/)
    const base = cookie.name.replace('__Host-', '')
    expect([...SERVER_COOKIES, ...SCRIPT_COOKIES]).toContain(base)
    expect(cookie.secure, cookie.name).toBe(true)
    expect(cookie.path, cookie.name).toBe('/')
    expect(cookie.sameSite, cookie.name).toBe('Lax')
    expect(cookie.domain, cookie.name).toBe('127.0.0.1')
    expect(cookie.httpOnly, cookie.name).toBe(SERVER_COOKIES.includes(base))
  }
  for (const name of [...SCRIPT_COOKIES, 'hc_access', 'hc_refresh'])
    expect(jar.map((cookie) => cookie.name)).toContain(`__Host-${name}`)
})

/** The first POST to a server function the action sends. */
async function serverFunctionCall(page: Page, action: () => Promise<void>): Promise<Request> {
  const call = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/_serverFn/'))
  await action()
  return call
}

/** Sends a captured server function call again, with other headers. */
async function replay(page: Page, call: Request, headers: Record<string, string>) {
  // The browser's own word on where the call came from is dropped: `headers` says it.
  const sent = Object.fromEntries(
    Object.entries(await call.allHeaders()).filter(([name]) => !/^(origin|sec-fetch-|referer)/i.test(name)),
  )
  return page.request.fetch(call.url(), {
    method: 'POST',
    headers: { ...sent, ...headers },
    data: call.postDataBuffer() ?? undefined,
  })
}

async function expectRefused(response: Awaited<ReturnType<Page['request']['fetch']>>) {
  expect(response.status()).toBe(403)
  expect(await response.json()).toMatchObject({
    code: 'request.crossSite',
    message: expect.any(String),
    errors: {},
  })
  expect(response.headers()['set-cookie']).toBeUndefined()
}

test('a server function carrying the session or cart cookie is refused from another site, and works from ours', async ({
  page,
  baseURL,
}) => {
  const kitchen = (await (await page.request.get('/api/kitchens/1')).json()) as Kitchen
  await page.goto('/food/kitchens/1')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const addToCart = await serverFunctionCall(page, () =>
    addButton(page, kitchen.meals[0]?.name ?? '')
      .first()
      .click(),
  )
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
  // page.request shares the browser's cookies: the replay carries the visitor's cart cookie.
  await expectRefused(await replay(page, addToCart, ATTACKER))
  // A browser without Sec-Fetch-Site: Origin alone decides.
  await expectRefused(await replay(page, addToCart, { origin: 'https://attacker.example' }))
  await expectRefused(await replay(page, addToCart, { origin: 'null' }))
  await page.reload()
  await expect(page.locator('.site-header .cart-button')).toHaveAccessibleName('Cart 1 item')
  // The same call from our own origin goes through.
  const ours = await replay(page, addToCart, {
    origin: new URL(baseURL ?? '').origin,
    'sec-fetch-site': 'same-origin',
  })
  expect(ours.status()).toBe(200)
})

test('registration and sign-in server functions refuse another site (a forged sign-in)', async ({ page }) => {
  await page.goto('/auth/register')
  const email = uniqueEmail('forged')
  const register = await serverFunctionCall(page, () =>
    fillRegistration(page, { name: 'Amani', surname: 'Otieno', email, password: 'Chapati na ndengu 2026' }),
  )
  await expectRefused(await replay(page, register, ATTACKER))

  await page.context().clearCookies()
  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const signIn = await serverFunctionCall(page, async () => {
    await page.getByLabel('Email or phone number').fill(email)
    await page.getByLabel('Password').fill('Chapati na ndengu 2026')
    await page.getByRole('button', { name: 'Sign in' }).click()
  })
  // The real sign-in finishes first; then, signed out, the forged one is sent.
  expect((await signIn.response())?.status()).toBe(200)
  await page.context().clearCookies()
  await expectRefused(await replay(page, signIn, ATTACKER))
  expect(await page.context().cookies()).toEqual([])
})

test('the API: a write with the session cookie from another site is refused, and Bearer routes ignore cookies', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page.getByText('Account menu of Mwangi')).toBeAttached()
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  expect(cookie).toContain('__Host-hc_access=')

  await expectRefused(
    await request.put('/api/cart/items/1', { headers: { ...ATTACKER, cookie }, data: { quantity: 1 } }),
  )
  await expectRefused(
    await request.delete('/api/auth/session/logout', {
      headers: { origin: 'https://attacker.example', cookie },
    }),
  )
  // The API reads the Bearer token only: the session cookie alone is no session, from any origin.
  const me = await request.get('/api/auth/user/me', { headers: { cookie } })
  expect(me.status()).toBe(401)
  expect(await me.json()).toMatchObject({ code: 'session.signIn' })
  const favorite = await request.put('/api/favorites/meals/1', { headers: { cookie } })
  expect(favorite.status()).toBe(401)
})

test('answers that depend on a session or a cart are Cache-Control: no-store, a visitor’s are not', async ({
  page,
  request,
}) => {
  const visitor = await request.get('/food/kitchens')
  expect(visitor.headers()['cache-control'] ?? '').not.toContain('no-store')
  expect((await request.get('/api/kitchens')).headers()['cache-control'] ?? '').not.toContain('no-store')

  await page.goto('/auth/login')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page.getByText('Account menu of Mwangi')).toBeAttached()
  const cookies = await page.context().cookies()
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  const accessToken = cookies.find((c) => c.name === '__Host-hc_access')?.value
  for (const path of ['/food/kitchens', '/food/kitchens/1', '/cart/food', '/account'])
    expect((await request.get(path, { headers: { cookie } })).headers()['cache-control'], path).toBe(
      'no-store',
    )
  expect(
    (
      await request.get('/food/kitchens', { headers: { cookie: '__Host-hc_cart=a-visitor-cart-token-0123' } })
    ).headers()['cache-control'],
  ).toBe('no-store')
  for (const headers of <Record<string, string>[]>[
    { authorization: `Bearer ${accessToken}` },
    { 'x-cart-token': 'a-visitor-cart-token-0123' },
  ]) {
    const answer = await request.get('/api/cart', { headers })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toBe('no-store')
  }
  const me = await request.get('/api/auth/user/me', { headers: { authorization: `Bearer ${accessToken}` } })
  expect(me.headers()['cache-control']).toBe('no-store')
})
