import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { RegistrationEnvelope } from '../../src/contracts/accounts.responses'
import { outbox, users } from '../../src/db/schema'
import { authCall, latestMessage, newRegistration, signedInUser } from '../fixtures/accounts'
import { testApi } from '../setup/test-database'

/**
 * Registration does not reveal that an account exists (decision record 0033):
 * the same answer for a new and a taken identifier, and the taken one's owner is told instead.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi({ accounts: { publicUrl: 'https://homecooked.test' } })
})

const registerAs = (body: unknown, language?: string) =>
  authCall(api, 'POST', '/account/register', { body, ...(language ? { language } : {}) })

const messagesTo = (recipient: string, purpose: 'verification' | 'account-exists') =>
  api.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.purpose, purpose)))

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('registering with an identifier that already has an account', () => {
  it('answers exactly as for a new one, keeps the account, and tells its owner instead', async () => {
    const owner = await signedInUser(api)
    const fresh = newRegistration()
    const taken = { ...newRegistration(), name: 'Mallory', credential: { ...owner.registration.credential } }
    taken.credential.secret = 'An attacker chose this 2026'
    const [newAnswer, takenAnswer] = [await registerAs(fresh), await registerAs(taken)]
    expect(takenAnswer.status).toBe(newAnswer.status)
    expect(takenAnswer.status).toBe(202)
    const [newBody, takenBody] = [await newAnswer.json(), await takenAnswer.json()]
    expect(v.parse(RegistrationEnvelope, newBody).data).toEqual({ identifier: fresh.email, kind: 'email' })
    expect(v.parse(RegistrationEnvelope, takenBody).data).toEqual({
      identifier: owner.identifier,
      kind: 'email',
    })
    expect(Object.keys(takenBody.data)).toEqual(Object.keys(newBody.data))

    // The account is as it was: its name, and its password still the owner's.
    const rows = await api.db.select().from(users).where(eq(users.identifier, owner.identifier))
    expect(rows.map((row) => row.name)).toEqual(['Amina'])
    const signIn = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: owner.identifier, secret: owner.registration.credential.secret },
    })
    expect(signIn.status).toBe(200)

    // The owner hears of it, with the way to sign in and to choose a new password; no new code.
    const note = await latestMessage(api.db, owner.identifier)
    expect(note).toMatchObject({ purpose: 'account-exists', channel: 'email' })
    expect(note?.subject).toMatch(/already have a HomeCooked account/)
    expect(note?.body).toContain('https://homecooked.test/auth/login')
    expect(note?.body).toContain('https://homecooked.test/auth/forgot-password')
    expect(note?.body).not.toMatch(/\b\d{6}\b/)
    expect(await messagesTo(owner.identifier, 'verification')).toHaveLength(1)
  })

  it('tells the owner in the language of the request', async () => {
    const owner = await signedInUser(api)
    await registerAs({ ...newRegistration(), credential: owner.registration.credential }, 'sw-KE,sw;q=0.9')
    const note = await latestMessage(api.db, owner.identifier)
    expect(note?.subject).toBe('Tayari una akaunti ya HomeCooked')
    expect(note?.body).toContain('https://homecooked.test/sw-KE/auth/login')
  })

  it('treats an identifier another account holds as its e-mail or phone as taken, by SMS for a phone', async () => {
    const owner = await signedInUser(api)
    const response = await registerAs({
      ...newRegistration(),
      credential: { identifier: owner.registration.phone, secret: 'Nyama choma Jumamosi' },
    })
    expect(response.status).toBe(202)
    expect(await api.db.select().from(users).where(eq(users.identifier, owner.registration.phone))).toEqual(
      [],
    )
    expect(await latestMessage(api.db, owner.registration.phone)).toMatchObject({
      purpose: 'account-exists',
      channel: 'sms',
    })
  })

  it('opens the account without an extra e-mail another account holds, rather than say whose it is', async () => {
    const owner = await signedInUser(api)
    const registration = { ...newRegistration({ identifier: 'phone' }), email: owner.registration.email }
    expect((await registerAs(registration)).status).toBe(202)
    const [row] = await api.db.select().from(users).where(eq(users.identifier, registration.phone))
    expect(row?.email).toBeNull()
    expect(await messagesTo(registration.phone, 'verification')).toHaveLength(1)
  })

  it('opens one account for parallel registrations of one identifier; the others tell its owner', async () => {
    const registration = newRegistration()
    const answers = await Promise.all(Array.from({ length: 6 }, () => registerAs(registration)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(202))
    expect(await api.db.select().from(users).where(eq(users.identifier, registration.email))).toHaveLength(1)
    expect(await messagesTo(registration.email, 'verification')).toHaveLength(1)
    expect(await messagesTo(registration.email, 'account-exists')).toHaveLength(5)
  })

  it('takes as long for a taken identifier as for a new one (10 samples each, medians within 10 %)', async () => {
    const owner = await signedInUser(api)
    const fresh: number[] = []
    const taken: number[] = []
    const timed = async (body: unknown) => {
      const started = performance.now()
      expect((await registerAs(body)).status).toBe(202)
      return performance.now() - started
    }
    for (let i = 0; i < 10; i += 1) {
      fresh.push(await timed(newRegistration()))
      taken.push(await timed({ ...newRegistration(), credential: owner.registration.credential }))
    }
    const [a, b] = [median(fresh), median(taken)]
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.1)
  })
})

describe('asking for a reset link', () => {
  const askReset = (identifier: string) => authCall(api, 'POST', '/reset/request', { body: { identifier } })

  it('answers a known and an unknown identifier alike: status, body, and time (10 samples each, medians within 10 %)', async () => {
    const owner = await signedInUser(api)
    const unknown = () => newRegistration().email
    const [knownAnswer, unknownAnswer] = [await askReset(owner.identifier), await askReset(unknown())]
    expect(knownAnswer.status).toBe(202)
    expect(unknownAnswer.status).toBe(202)
    expect(await knownAnswer.text()).toBe(await unknownAnswer.text())
    // Only the owner hears of it.
    expect(await latestMessage(api.db, owner.identifier)).toMatchObject({ purpose: 'password-reset' })

    const known: number[] = []
    const none: number[] = []
    const timed = async (identifier: string) => {
      const started = performance.now()
      expect((await askReset(identifier)).status).toBe(202)
      return performance.now() - started
    }
    for (let i = 0; i < 10; i += 1) {
      known.push(await timed(owner.identifier))
      none.push(await timed(unknown()))
    }
    const [a, b] = [median(known), median(none)]
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.1)
  })
})
