import { beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../fixtures/accounts'
import { testApi } from '../setup/test-database'

/**
 * Behind one trusted proxy (TRUST_PROXY=true), a guesser who writes a different first
 * X-Forwarded-For hop on every try is still one address: the one our proxy appended.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi({ accounts: { trustedProxies: 1 } })
})

// Through app.fetch with no server-given address: the API reads the header itself, as it does
// when served alone behind a proxy.
const authenticate = (forwardedFor: string, identifier: string, secret: string) =>
  api.app.fetch(
    new Request('http://api.test/api/auth/account/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ identifier, secret }),
    }),
  )

describe('X-Forwarded-For behind a trusted proxy', () => {
  it('ignores a forged first hop: thirty guesses with varied first hops get 429', async () => {
    const amina = await signedInUser(api)
    const statuses: number[] = []
    for (let i = 0; i < 30; i += 1) {
      statuses.push(
        (await authenticate(`6.6.${i}.${i}, 203.0.113.77`, amina.identifier, 'guessing wrong')).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(20).fill(429))
    // The owner behind another address is not locked out.
    const owner = await authenticate('198.51.100.20', amina.identifier, amina.registration.credential.secret)
    expect(owner.status).toBe(200)
  })
})
