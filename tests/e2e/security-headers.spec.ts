import { expect, test } from './fixtures'

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

test('every page carries a Content-Security-Policy with a nonce of its own, and the browser protections', async ({
  request,
}) => {
  const nonces = new Set<string>()
  // The second request for the home page is served from the visitor page cache.
  for (const path of ['/', '/', '/food/kitchens/1', '/sw-KE/food/meals/1']) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    const nonce = nonceOf(headers['content-security-policy'])
    expect(nonce, `${path} has a script nonce`).toBeTruthy()
    nonces.add(nonce ?? '')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).toContain("object-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('geolocation=(self)')
    // Over plain http (this test server) HSTS would be wrong: it is for the https public origin.
    expect(headers['strict-transport-security']).toBeUndefined()
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`)
  }
  expect(nonces.size, 'a fresh nonce for every response, cached page or not').toBe(4)

  const api = await request.get('/api/kitchens')
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
})

test('the page works under its policy, and a script injected without the nonce does not run', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/food/kitchens/1')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(consoleErrors, 'no policy violation while the page loads and hydrates').toEqual([])

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    // An inline script runs during append if the policy lets it; its refusal is reported as this
    // event: waited for, rather than a pause that hopes the browser has decided by then.
    const refused = new Promise((resolve) =>
      document.addEventListener('securitypolicyviolation', resolve, { once: true }),
    )
    document.body.append(script)
    await refused
    return 'injected' in window
  })
  expect(ran).toBe(false)
  expect(consoleErrors.join('\n')).toContain('Content Security Policy')
  consoleErrors.splice(0) // the refusal above is the expected outcome, not a fault of the page
})

test('static files from the build carry the browser protections too: nosniff first, and an SVG may run nothing', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const script = html.match(/\/assets\/[^"']+\.js/)?.[0]
  expect(script, 'the page references a hashed script').toBeTruthy()
  for (const path of [
    script ?? '',
    '/sw.js',
    '/favicon.svg',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['strict-transport-security'], `${path} over plain http`).toBeUndefined()
  }
  // A service worker's script keeps no policy: the policy would govern the worker.
  expect((await request.get('/sw.js')).headers()['content-security-policy']).toBeUndefined()
  const svg = (await request.get('/favicon.svg')).headers()['content-security-policy']
  expect(svg).toContain("default-src 'none'")
  expect(svg).toContain("frame-ancestors 'none'")
  // A file answered 304 to a revalidation says so too.
  const etag = (await request.get('/favicon.svg')).headers().etag ?? ''
  const again = await request.get('/favicon.svg', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
  expect(again.headers()['x-content-type-options']).toBe('nosniff')
})
