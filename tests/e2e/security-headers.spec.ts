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
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return 'injected' in window
  })
  expect(ran).toBe(false)
  expect(consoleErrors.join('\n')).toContain('Content Security Policy')
  consoleErrors.splice(0) // the refusal above is the expected outcome, not a fault of the page
})
