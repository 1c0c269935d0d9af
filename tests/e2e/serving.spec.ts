import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { registerAndSignIn } from './account-helpers'
import { expect, test } from './fixtures'

test('pages and API answers are compressed', async ({ request }) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(page.status()).toBe(200)
  expect(page.headers()['content-encoding']).toBe('gzip')
  const api = await request.get('/api/kitchens', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(api.headers()['content-encoding']).toBe('gzip')
})

test('hashed assets are cached for a year, immutable', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[^"']+\.js/)?.[0]
  expect(asset, 'the page references a hashed script').toBeTruthy()
  const response = await request.get(asset ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/)
})

test('a script is sent as the build compressed it once, at brotli’s best, not compressed again per request', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const framework = html.match(/\/assets\/framework-[^"']+\.js/)?.[0]
  expect(framework, 'the page loads the framework chunk').toBeTruthy()
  const response = await request.get(framework ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(response.headers()['content-encoding']).toBe('br')
  // Compressed per request the answer is streamed (no length) at quality 4, about a tenth larger.
  const built = readFileSync(join('dist/client', framework ?? ''))
  const best = brotliCompressSync(built, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  })
  expect(Number(response.headers()['content-length'])).toBe(best.length)
  expect(await response.text()).toBe(built.toString('utf8'))
})

test('the OpenAPI document is served', async ({ request }) => {
  const response = await request.get('/api/openapi.json')
  expect(response.status()).toBe(200)
  const doc = (await response.json()) as { paths: Record<string, unknown> }
  expect(Object.keys(doc.paths)).toContain('/api/kitchens/{id}')
})

test('a bad query answers 422 with field errors through the real server', async ({ request }) => {
  const response = await request.get('/api/meals?page=abc')
  expect(response.status()).toBe(422)
  const body = (await response.json()) as { errors: Record<string, string[]> }
  expect(body.errors.page).toBeDefined()
})

test('body-less writes (what fetch sends for a DELETE) answer as the route says through the served app', async ({
  baseURL,
}) => {
  const { request: httpRequest } = await import('node:http')
  const send = (method: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(`${baseURL}${path}`, { method }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      outgoing.on('error', reject)
      outgoing.end()
    })
  expect(await send('DELETE', '/api/auth/session/logout')).toBe(401)
  expect(await send('DELETE', '/api/favorites/meals/1')).toBe(401)
  expect(await send('POST', '/api/orders/1/cancel')).toBe(401)
})

test('a catalogue page is rendered once and served again, to a signed-in shopper too; their cart page never is', async ({
  page,
  request,
}) => {
  const path = `/food/kitchens?visit=${Date.now()}`
  expect((await request.get(path)).headers()['x-page-cache']).toBe('miss')
  const again = await request.get(path)
  expect(again.headers()['x-page-cache']).toBe('hit')
  expect(await again.text()).toContain('<h1')
  // The same address for a signed-in shopper: the shared page (decision 0101), then their own part.
  await registerAndSignIn(page)
  // Other tests change the catalogue meanwhile (a kitchen paused, a meal added), and every change
  // renders its pages afresh: warmed by a visitor just before, the page is the one they got.
  await expect
    .poll(async () => {
      await request.get(path)
      return (await page.goto(path))?.headers()['x-page-cache']
    })
    .toBe('hit')
  await expect(page.getByText('Account menu of Njeri')).toBeAttached()
  // A page personal by nature is rendered for them, every time.
  const cart = await page.goto('/cart/food')
  expect(cart?.headers()['x-page-cache']).toBe('bypass')
})

test('a control character in an API query answers the API’s 422 through the whole server, never a page’s redirect', async ({
  request,
}) => {
  // The router's rule for pages' searches (a 404, record 0007) once sent these to /-/invalid-search.
  for (const headers of [{}, { Accept: 'application/json' }] as Record<string, string>[]) {
    const response = await request.get('/api/kitchens?searchKeyword=a%00', { headers, maxRedirects: 0 })
    expect(response.status()).toBe(422)
    expect(await response.json()).toMatchObject({
      code: 'input.invalid',
      codes: { searchKeyword: ['input.controlCharacters'] },
    })
  }
  const signIn = await request.post('/api/auth/account/authenticate?x=%00', {
    data: { identifier: 'nobody@example.co.ke', secret: 'not the password' },
    maxRedirects: 0,
  })
  expect(signIn.status()).toBe(422)
  expect(await signIn.json()).toMatchObject({
    code: 'input.invalid',
    codes: { x: ['input.controlCharacters'] },
  })
  // A page's search with one is still SPEC §2's 404 page.
  const page = await request.get('/food/search?q=a%00')
  expect(page.status()).toBe(404)
  expect(page.headers()['content-type']).toContain('text/html')
})
