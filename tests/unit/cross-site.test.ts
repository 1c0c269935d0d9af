import { describe, expect, it } from 'vitest'
import { isCrossSite, refuseCrossSite } from '../../src/server/cross-site.server'
import { isPersonalRequest } from '../../src/server/personal-request.server'

const PUBLIC = 'https://homecooked.example'
const post = (headers: Record<string, string>, url = 'http://10.0.0.5:3000/_serverFn/abc') =>
  new Request(url, { method: 'POST', headers })

describe('isCrossSite', () => {
  it('trusts the browser’s Sec-Fetch-Site: only same-origin and a typed address (none) pass', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin' }), PUBLIC)).toBe(false)
    expect(isCrossSite(post({ 'sec-fetch-site': 'none' }), PUBLIC)).toBe(false)
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site' }), PUBLIC)).toBe(true)
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site' }), PUBLIC)).toBe(true)
  })

  it('without it, compares Origin with the public origin and with the host the request came to', () => {
    expect(isCrossSite(post({ origin: PUBLIC }), PUBLIC)).toBe(false)
    // Behind a proxy ending TLS: the scheme differs, the host is the same.
    expect(isCrossSite(post({ origin: 'https://10.0.0.5:3000' }), PUBLIC)).toBe(false)
    expect(isCrossSite(post({ origin: 'https://attacker.example' }), PUBLIC)).toBe(true)
    expect(isCrossSite(post({ origin: 'null' }), PUBLIC)).toBe(true)
  })

  it('lets requests without either through: apps, partners and Daraja send none and hold no cookie', () => {
    expect(isCrossSite(post({}), PUBLIC)).toBe(false)
  })
})

describe('refuseCrossSite', () => {
  it('refuses a cross-site write with 403 in the API error shape, and never a read', async () => {
    const refusal = refuseCrossSite(post({ 'sec-fetch-site': 'cross-site' }), PUBLIC)
    expect(refusal?.status).toBe(403)
    expect(await refusal?.json()).toMatchObject({ code: 'request.crossSite', errors: {}, codes: {} })
    const read = new Request('http://10.0.0.5:3000/food', { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(refuseCrossSite(read, PUBLIC)).toBeUndefined()
  })
})

describe('isPersonalRequest', () => {
  const get = (headers: Record<string, string>) => new Request('http://x/food', { headers })
  it('is true for a session, a cart or a sign-in in progress, false for look-only cookies', () => {
    expect(isPersonalRequest(get({}))).toBe(false)
    expect(isPersonalRequest(get({ cookie: 'hc_theme=dark.brand; hc_locale=sw-KE' }))).toBe(false)
    expect(isPersonalRequest(get({ cookie: 'hc_theme=dark.brand; hc_access=t' }))).toBe(true)
    expect(isPersonalRequest(get({ cookie: 'hc_cart=t' }))).toBe(true)
    expect(isPersonalRequest(get({ authorization: 'Bearer t' }))).toBe(true)
    expect(isPersonalRequest(get({ 'x-cart-token': 't' }))).toBe(true)
  })
})
