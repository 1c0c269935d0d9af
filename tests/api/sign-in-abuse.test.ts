import { beforeAll, describe, expect, it } from 'vitest'
import {
  LOGIN_FAILURES_PER_ADDRESS_PER_DAY,
  LOGIN_FAILURES_PER_IDENTIFIER_AND_ADDRESS,
  LOGIN_TRIES_PER_IDENTIFIER_FROM_SPENT_ADDRESS,
} from '../../src/config/constants'
import { authCall, signedInUser } from '../fixtures/accounts'
import { someAddress } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

/**
 * Sign-in under attack (decision record 0033): an unknown identifier takes as
 * long as a known one, and a guesser behind a shared address (a mobile carrier's or an office's
 * NAT) is slowed without refusing the right password of the people behind the same address.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const authenticate = (identifier: string, secret: string, address = someAddress()) =>
  authCall(api, 'POST', '/account/authenticate', { body: { identifier, secret }, address })

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function timed(send: () => Promise<Response>) {
  const started = performance.now()
  const response = await send()
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

describe('sign-in timing', () => {
  it('takes the same time for an unknown identifier as for a known one (20 samples each, medians within 10 %)', async () => {
    const amina = await signedInUser(api)
    const unknown = `nobody.${Date.now()}@example.co.ke`
    // Warm both paths (the decoy hash is made on first use).
    await authenticate(amina.identifier, 'not the password')
    await authenticate(unknown, 'not the password')
    const known: number[] = []
    const missing: number[] = []
    // Interleaved, each from its own address: the machine's load falls on both alike.
    for (let i = 0; i < 20; i += 1) {
      const a = await timed(() => authenticate(amina.identifier, 'not the password'))
      const b = await timed(() => authenticate(unknown, 'not the password'))
      expect([a.status, b.status]).toEqual([401, 401])
      known.push(a.ms)
      missing.push(b.ms)
    }
    const [knownMedian, missingMedian] = [median(known), median(missing)]
    expect(Math.abs(knownMedian - missingMedian) / Math.max(knownMedian, missingMedian)).toBeLessThan(0.1)
  })
})

describe('a guesser behind a shared address', () => {
  it('counts parallel guesses at one account one by one: ten are checked, the rest refused', async () => {
    const amina = await signedInUser(api)
    const address = someAddress()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => authenticate(amina.identifier, 'guessing wrong', address)),
    ).then((responses) => responses.map((response) => response.status))
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LOGIN_FAILURES_PER_IDENTIFIER_AND_ADDRESS,
    )
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - LOGIN_FAILURES_PER_IDENTIFIER_AND_ADDRESS,
    )
  })

  it('a hundred wrong passwords from one address do not refuse the right password of the owners behind it', async () => {
    const owner = await signedInUser(api)
    const neighbour = await signedInUser(api)
    const shared = someAddress()
    // A guesser sprays a hundred accounts from the shared address, all at once.
    const sprayed = await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ADDRESS_PER_DAY }, (_, i) =>
        authenticate(`someone.${i}.${Date.now()}@example.co.ke`, 'Password guess 2026', shared),
      ),
    )
    expect(sprayed.map((response) => response.status)).toEqual(
      Array(LOGIN_FAILURES_PER_ADDRESS_PER_DAY).fill(401),
    )
    // The address is spent: a further wrong password is refused with a wait.
    const further = await authenticate(`someone.more.${Date.now()}@example.co.ke`, 'Password guess', shared)
    expect(further.status).toBe(429)
    expect(Number(further.headers.get('Retry-After'))).toBeGreaterThan(0)

    // The owners behind the same address sign in, even after a typo of their own.
    expect((await authenticate(owner.identifier, 'my old password', shared)).status).toBe(429)
    expect((await authenticate(owner.identifier, owner.registration.credential.secret, shared)).status).toBe(
      200,
    )
    expect(
      (await authenticate(neighbour.identifier, neighbour.registration.credential.secret, shared)).status,
    ).toBe(200)
  })

  it('holds the guesser to a few tries per account from a spent address, and the owner elsewhere is untouched', async () => {
    const victim = await signedInUser(api)
    const shared = someAddress()
    await Promise.all(
      Array.from({ length: LOGIN_FAILURES_PER_ADDRESS_PER_DAY }, (_, i) =>
        authenticate(`spray.${i}.${Date.now()}@example.co.ke`, 'Password guess 2026', shared),
      ),
    )
    for (let i = 0; i < LOGIN_TRIES_PER_IDENTIFIER_FROM_SPENT_ADDRESS; i += 1)
      expect((await authenticate(victim.identifier, `guess ${i}`, shared)).status).toBe(429)
    // Past those, not even the right password is checked from there: guessing has stopped.
    const held = await authenticate(victim.identifier, victim.registration.credential.secret, shared)
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await authenticate(victim.identifier, victim.registration.credential.secret)).status).toBe(200)
  })
})
