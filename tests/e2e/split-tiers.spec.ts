import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDemoApiTier, stopServed } from '../fixtures/demo-api-tier'
import { type ServedProcess, startServed } from '../fixtures/served-process'
import { startSilentServer } from '../fixtures/silent-server'
import { untilServing } from '../fixtures/until-serving'
import { addAddress, registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'
import { acceptOnBoard, KITCHEN, openBoard, placeCashOrder } from './kitchen-helpers'

/**
 * The two deployables of decision 0098, each in its own process as they would run on two hosts:
 * the API tier (`npm run serve:api`, the demo storefront on its own PGlite) and a web tier
 * (`npm run serve` with API_URL) that renders every page and reaches the API only over HTTP.
 * A shopper and a cook use the site through the web tier alone.
 */
const API_PORT = 3293
const WEB_PORT = 3294
const API = `http://127.0.0.1:${API_PORT}`
const WEB = `http://127.0.0.1:${WEB_PORT}`

/** A serving script in production mode. */
const start = (script: string, env: Record<string, string>) =>
  startServed(script, { NODE_ENV: 'production', ...env })

const webDataDir = mkdtempSync(join(tmpdir(), 'homecooked-web-tier-'))
let api: ServedProcess | undefined
let web: ServedProcess | undefined

test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ baseURL: WEB })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  ;({ api } = await startDemoApiTier({ port: API_PORT, publicUrl: WEB }))
  web = start('scripts/serve.ts', {
    PORT: String(WEB_PORT),
    DATA_DIR: webDataDir,
    API_URL: `${API}/api`,
    TRUST_PROXY: 'true',
    DEV_OUTBOX: 'true',
    PUBLIC_URL: WEB,
  })
  await untilServing(web.child)
})

test.afterAll(async () => {
  await stopServed(web)
  await stopServed(api)
})

test('the API tier answers the API and nothing else', async ({ request }) => {
  const kitchens = await request.get(`${API}/api/kitchens`)
  expect(kitchens.ok()).toBe(true)
  expect(((await kitchens.json()) as { total: number }).total).toBeGreaterThan(10)
  const page = await request.get(`${API}/`)
  expect(page.status()).toBe(404)
  expect(await page.json()).toEqual({ message: 'This server answers the API only, under /api.' })
})

test('a shopper browses, signs up, orders with cash and follows the order live, all through the web tier', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/')
  await expect(page.getByRole('searchbox').first()).toBeVisible()
  await expect(page.getByRole('article', { name: KITCHEN.name }).first()).toBeVisible()

  // Signed in with httpOnly cookies the web tier turns into Bearer headers for the API tier.
  await registerAndSignIn(page)
  await addAddress(page)
  const orderId = await placeCashOrder(page, request, KITCHEN.name)
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible()

  // The cook accepts on the board, also through the web tier; the shopper's page follows live.
  const { board, context: cook } = await openBoard(browser, WEB)
  await acceptOnBoard(board, orderId)
  await expect(page.locator('.order-status').first()).toHaveText('Accepted by the kitchen', {
    timeout: 15_000,
  })
  await cook.close()

  // The web tier owns no database: its data directory is as empty as it began.
  expect(readdirSync(webDataDir)).toEqual([])
})

test('with the API tier gone, a page answers at once with the error page, not a hung request', async ({
  page,
  consoleErrors,
}) => {
  if (!api) throw new Error('no API tier')
  api.child.kill('SIGTERM')
  expect(await api.exited).toBe(0)
  const started = Date.now()
  const answer = await page.goto('/food/kitchens/1')
  expect(Date.now() - started).toBeLessThan(10_000)
  // SPEC §8: the request that failed says so (503, its own message), on the error page of SPEC §2.
  expect(answer?.status()).toBeGreaterThanOrEqual(500)
  await expect(page.getByRole('main')).toContainText(': 503 :')
  await expect(page.getByText('If you think this is a problem with us, please tell us')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible()
  await expect(page.getByText('You are offline')).toHaveCount(0)
  // The browser notes the document's own error status, and the personal part's when its call
  // (decision 0101) came back before this line: each a 5xx, nothing else.
  expect(consoleErrors.length).toBeGreaterThan(0)
  expect(consoleErrors.filter((error) => !/status of 5\d\d/.test(error))).toEqual([])
  consoleErrors.length = 0
})

test('with an API tier that takes every call and never answers, the page gives up at SPEC’s 30 s and says so', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const silent = await startSilentServer()
  const stuck = start('scripts/serve.ts', {
    PORT: String(WEB_PORT + 2),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'homecooked-web-tier-')),
    API_URL: `http://127.0.0.1:${silent.port}/api`,
    PUBLIC_URL: `http://127.0.0.1:${WEB_PORT + 2}`,
  })
  try {
    await untilServing(stuck.child)
    const started = Date.now()
    const answer = await page.goto(`http://127.0.0.1:${WEB_PORT + 2}/food/kitchens/1`, { timeout: 60_000 })
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(29_000)
    expect(waited).toBeLessThan(45_000)
    expect(answer?.status()).toBeGreaterThanOrEqual(500)
    await expect(page.getByRole('main')).toContainText(': 504 :')
    await expect(page.getByRole('main')).toContainText('The request took too long; please try again')
    expect(consoleErrors.length).toBeGreaterThan(0)
    expect(consoleErrors.filter((error) => !/status of 5\d\d/.test(error))).toEqual([])
    // Away from the page before its server stops, or its late scripts fail to load.
    await page.goto('about:blank')
    consoleErrors.length = 0
  } finally {
    stuck.child.kill('SIGTERM')
    await stuck.exited
    silent.close()
  }
})
