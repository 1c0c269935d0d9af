import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/config/env'
import { clientAddressFrom } from '../../src/lib/client-address'

describe('clientAddressFrom', () => {
  it('takes the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('6.6.6.6', '10.0.0.5', 0)).toBe('10.0.0.5')
  })

  it('behind one proxy, takes the hop that proxy appended, not the forged leftmost one', () => {
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9')
    expect(clientAddressFrom('1.2.3.4, 5.6.7.8, 203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9')
    expect(clientAddressFrom('203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9')
  })

  it('behind two proxies, counts two hops from the right', () => {
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9, 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.9')
  })

  it('with the socket unknown, still counts the nearest proxy as the socket', () => {
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9', undefined, 1)).toBe('203.0.113.9')
  })

  it('with fewer hops than proxies, gives the leftmost there is', () => {
    expect(clientAddressFrom('203.0.113.9', '10.0.0.1', 3)).toBe('203.0.113.9')
  })
})

describe('TRUST_PROXY', () => {
  it('reads false, true or a number of proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be true, false or the number/)
  })
})
