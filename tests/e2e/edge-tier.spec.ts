import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDemoApiTier, stopServed } from '../fixtures/demo-api-tier'
import { type ServedProcess, startServed } from '../fixtures/served-process'
import { startSilentServer } from '../fixtures/silent-server'
import { untilServing } from '../fixtures/until-serving'
import { addAddress, registerAndSignIn, signedInShopper } from './account-helpers'
import { fillCart } from './cart-helpers'
import { expect, test } from './fixtures'
import { acceptOnBoard, KITCHEN, openBoard, placeCashOrder } from './kitchen-helpers'

/**
 * The web tier as Cloudflare runs it (decision 0100): the Workers build (`npm run build:edge`) in
 * workerd on this machine (`npm run serve:edge`), in front of an API tier on its own PGlite
 * (`npm run serve:api`). Everything a shopper does goes through the Worker: pages, the root's
 * locale redirect, themes, sign-in with httpOnly cookies, the cart, checkout with cash and with
 * M-Pesa (the API tier's simulator, its callback relayed by the Worker), the live order status.
 */
const API_PORT = 3311
const EDGE_PORT = 3312
const API = `http://127.0.0.1:${API_PORT}`
const EDGE = `http://127.0.0.1:${EDGE_PORT}`

let api: ServedProcess | undefined
let edge: ServedProcess | undefined

/** The Worker's local state (its Cache API among it), kept across the restart below. */
const edgeState = mkdtempSync(join(tmpdir(), 'homecooked-edge-state-'))

/** The edge tier in workerd, calling the API tier at `apiUrl`. */
async function startEdge(port: number, apiUrl: string, stateDir?: string): Promise<ServedProcess> {
  const served = startServed('scripts/serve-edge.ts', {
    PORT: String(port),
    API_URL: apiUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(stateDir ? { EDGE_STATE_DIR: stateDir } : {}),
  })
  await untilServing(served.child).catch((error: Error) => {
    throw new Error(`${error.message}:\n${served.output()}`)
  })
  return served
}

test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ baseURL: EDGE })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  if (!existsSync('dist/edge/server/wrangler.json'))
    throw new Error('No edge build: run `npm run build:edge`.')
    // Not production: M-Pesa runs against the API tier's own simulator (test payments).
  ;({ api } = await startDemoApiTier({
    port: API_PORT,
    publicUrl: EDGE,
    env: { NODE_ENV: 'development', MPESA_SIMULATOR: 'true' },
  }))
  edge = await startEdge(EDGE_PORT, `${API}/api`, edgeState)
})

test.afterAll(async () => {
  await stopServed(edge)
  await stopServed(api)
})

test('the Worker renders pages with their headers, redirects the root by language and themes without a flash', async ({
  request,
}) => {
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  // The Worker's own answer, not a file: a request id, the page's policy with this render's nonce.
  expect(home.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/)
  expect(home.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/)
  expect(await home.text()).toContain('<html lang="en-KE" dir="ltr"')

  // SPEC §2: only the root redirects, to the visitor's language; other paths are served as asked.
  const swahili = await request.get('/', {
    headers: { 'Accept-Language': 'sw-KE,sw;q=0.9' },
    maxRedirects: 0,
  })
  expect(swahili.status()).toBe(302)
  expect(swahili.headers().location).toBe('/sw-KE')
  expect(await (await request.get('/sw-KE')).text()).toContain('<html lang="sw-KE" dir="ltr"')
  expect(await (await request.get('/ar-KE/food/kitchens')).text()).toContain('dir="rtl"')

  // The theme comes with the HTML, so the first paint is already dark.
  const dark = await request.get('/food/kitchens', { headers: { Cookie: '__Host-hc_theme=dark.brand' } })
  expect(await dark.text()).toMatch(/<html [^>]*data-theme="brand" data-mode="dark"/)

  // The build's files come from Cloudflare's asset handling, with the protections of _headers.
  const script = /data-entry="(\/assets\/[\w.-]+\.js)"/.exec(await home.text())?.[1]
  expect(script).toBeDefined()
  const asset = await request.get(script ?? '')
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')

  // `/api/*` is passed on to the API tier as it came.
  const kitchens = await request.get('/api/kitchens')
  expect(((await kitchens.json()) as { total: number }).total).toBeGreaterThan(10)
})

test('a kept page is shared through the Cache API: a restarted Worker, its memory empty, serves it at once, to a signed-in shopper too', async ({
  browser,
  request,
}) => {
  const path = `/food/kitchens/2?edge=${Date.now()}`
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss')
  await stopServed(edge)
  edge = await startEdge(EDGE_PORT, `${API}/api`, edgeState)
  const { cookie, context } = await signedInShopper(browser, 'Mutua')
  const again = await request.get(path, { headers: { Cookie: await cookie() } })
  expect(again.headers()['x-page-cache']).toBe('hit')
  expect(await again.text()).not.toContain('Mutua')
  await context.close()
})

test('a shopper signs up, fills a cart, pays with cash, and follows the order live as the cook accepts', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('article', { name: KITCHEN.name }).first()).toBeVisible()

  // Signed in with httpOnly cookies the Worker turns into Bearer headers for the API tier.
  await registerAndSignIn(page)
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name.endsWith('hc_access'))?.httpOnly).toBe(true)
  await addAddress(page)
  const orderId = await placeCashOrder(page, request, KITCHEN.name)
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible()

  // The cook accepts on the board, also through the Worker; the shopper's page follows live.
  const { board, context: cook } = await openBoard(browser, EDGE)
  await acceptOnBoard(board, orderId)
  await expect(page.locator('.order-status').first()).toHaveText('Accepted by the kitchen', {
    timeout: 15_000,
  })
  await cook.close()
})

test('a shopper pays by M-Pesa: the prompt goes out, the callback comes back through the Worker, the order is paid', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page)
  await addAddress(page)
  await fillCart(page, request, KITCHEN.name)
  await page.goto('/cart/food')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByText('Test payments')).toBeVisible()
  await page.getByLabel('Pay with').selectOption({ label: 'M-Pesa' })
  await page.getByLabel('M-Pesa number').fill('0712 345 678')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/\d+$/)
  await expect(page.locator('.payment-status')).toContainText('Paid', { timeout: 20_000 })
})

test('with an API tier that takes every call and never answers, the Worker gives up at SPEC’s 30 s and says so', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const silent = await startSilentServer()
  const stuck = await startEdge(EDGE_PORT + 2, `http://127.0.0.1:${silent.port}/api`)
  try {
    const started = Date.now()
    const answer = await page.goto(`http://127.0.0.1:${EDGE_PORT + 2}/food/kitchens/1`, { timeout: 60_000 })
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(29_000)
    expect(waited).toBeLessThan(45_000)
    expect(answer?.status()).toBeGreaterThanOrEqual(500)
    await expect(page.getByRole('main')).toContainText(': 504 :')
    await expect(page.getByRole('main')).toContainText('The request took too long; please try again')
    await page.goto('about:blank')
    // The page's own answer, and the personal part's call when it went out before the page was
    // left (decision 0101): each a 5xx from the tier that cannot reach the API, nothing else.
    expect(consoleErrors.length).toBeGreaterThan(0)
    expect(consoleErrors.filter((error) => !/status of 5\d\d/.test(error))).toEqual([])
    consoleErrors.length = 0
  } finally {
    await stopServed(stuck)
    silent.close()
  }
})

test('with the API tier out of reach, the Worker answers at once with the error page, not a hung request', async ({
  page,
  consoleErrors,
}) => {
  // A second Worker whose API_URL nobody answers: a refused connection, as when the API tier is down.
  const orphan = await startEdge(EDGE_PORT + 1, 'http://127.0.0.1:9/api')
  try {
    const started = Date.now()
    const answer = await page.goto(`http://127.0.0.1:${EDGE_PORT + 1}/food/kitchens/1`)
    expect(Date.now() - started).toBeLessThan(10_000)
    // SPEC §8: the request that failed says so (503, its own message), on the error page of SPEC §2.
    expect(answer?.status()).toBeGreaterThanOrEqual(500)
    await expect(page.getByRole('main')).toContainText(': 503 :')
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible()
    await page.goto('about:blank')
    // The page's own answer, and the personal part's call when it went out before the page was
    // left (decision 0101): each a 5xx from the tier that cannot reach the API, nothing else.
    expect(consoleErrors.length).toBeGreaterThan(0)
    expect(consoleErrors.filter((error) => !/status of 5\d\d/.test(error))).toEqual([])
    consoleErrors.length = 0
  } finally {
    await stopServed(orphan)
  }
})
