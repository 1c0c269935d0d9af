import { desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { SessionEnvelope } from '../../src/contracts/accounts.responses'
import { outbox, verificationCodes } from '../../src/db/schema'
import { authCall, latestCode, newRegistration, signedInUser, userIdOf } from '../fixtures/accounts'
import { smsSegments } from '../fixtures/sms-segments'
import { testApi } from '../setup/test-database'

/**
 * A shopper signs in with a Kenyan phone number and the 6-digit code sent to it by SMS, no
 * password needed (SPEC §7's paths: POST /verification/request, then /account/authenticate with
 * the code as the secret, or /verification/confirm with the number). In-process, over HTTP, on
 * PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

/** A verified account signing in with its phone number. */
const phoneShopper = () => signedInUser(api, { identifier: 'phone' })
/** The number as Kenyans type it: 0712 345 678. */
const local = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`
const smsTo = async (identifier: string) =>
  (await api.db.select().from(outbox).where(eq(outbox.recipient, identifier))).length

describe('signing in with a phone number and an SMS code', () => {
  it('sends a code to the number, and the code signs in once, with the number as typed', async () => {
    const shopper = await phoneShopper()
    const before = await smsTo(shopper.identifier)
    const requested = await authCall(api, 'POST', '/verification/request', {
      body: { identifier: local(shopper.identifier) },
    })
    expect(requested.status).toBe(202)
    expect(await smsTo(shopper.identifier)).toBe(before + 1)
    const [message] = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, shopper.identifier))
      .orderBy(outbox.id)
      .offset(before)
    expect(message?.channel).toBe('sms')
    const code = await latestCode(api.db, shopper.identifier)

    const signedIn = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: local(shopper.identifier), secret: code },
    })
    expect(signedIn.status).toBe(200)
    const session = v.parse(SessionEnvelope, await signedIn.json()).data
    expect(session.credential.identifier).toBe(shopper.identifier)
    const me = await authCall(api, 'GET', '/user/me', { token: session.accessToken })
    expect(me.status).toBe(200)

    const again = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: shopper.identifier, secret: code },
    })
    expect(again.status).toBe(401)
  })

  it('sends the code in the shopper’s language, in one SMS segment in every language', async () => {
    for (const language of ['en-KE', 'sw-KE', 'fr-KE', 'es-KE', 'pt-KE', 'ar-KE', 'ki-KE', 'kam-KE']) {
      const shopper = await phoneShopper()
      await authCall(api, 'POST', '/verification/request', {
        body: { identifier: shopper.identifier },
        language,
      })
      const [message] = await api.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, shopper.identifier))
        .orderBy(desc(outbox.id))
        .limit(1)
      const body = message?.body ?? ''
      expect(body, language).toMatch(/\b\d{6}\b/)
      expect(smsSegments(body), `${language}: ${body}`).toBe(1)
    }
  })

  it('answers a number with no account exactly as one with an account, in as long, and sends nothing', async () => {
    const shopper = await phoneShopper()
    const stranger = newRegistration({ identifier: 'phone' }).phone
    const timed = async (identifier: string) => {
      const started = performance.now()
      const answer = await authCall(api, 'POST', '/verification/request', { body: { identifier } })
      return { status: answer.status, body: await answer.text(), ms: performance.now() - started }
    }
    const [known, unknown] = [await timed(shopper.identifier), await timed(stranger)]
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toBe(known.body)
    // Both wait for the same floor, so neither tells by its time whether an account is there.
    expect(known.ms).toBeGreaterThanOrEqual(299)
    expect(unknown.ms).toBeGreaterThanOrEqual(299)
    expect(await smsTo(stranger)).toBe(0)
    const refused = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: stranger, secret: '123456' },
    })
    expect(refused.status).toBe(401)
  })

  it('sends one code a minute per number, whoever asks: the rest wait, told how long', async () => {
    for (const identifier of [
      (await phoneShopper()).identifier,
      newRegistration({ identifier: 'phone' }).phone,
    ]) {
      const before = await smsTo(identifier)
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          authCall(api, 'POST', '/verification/request', { body: { identifier } }),
        ),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses).toEqual([202, 429, 429, 429, 429])
      const waited = answers.find((answer) => answer.status === 429)
      expect(Number(waited?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(waited?.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect((await smsTo(identifier)) - before).toBeLessThanOrEqual(1)
    }
  })

  it('counts wrong codes: after five the code is dead, and an old code never works', async () => {
    const shopper = await phoneShopper()
    await authCall(api, 'POST', '/verification/request', { body: { identifier: shopper.identifier } })
    const code = await latestCode(api.db, shopper.identifier)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const refused = await authCall(api, 'POST', '/account/authenticate', {
        body: { identifier: shopper.identifier, secret: wrong },
      })
      expect(refused.status).toBe(401)
    }
    const late = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: shopper.identifier, secret: code },
    })
    expect(late.status).toBe(401)
  })

  it('refuses a code past its ten minutes', async () => {
    const shopper = await phoneShopper()
    await authCall(api, 'POST', '/verification/request', { body: { identifier: shopper.identifier } })
    const code = await latestCode(api.db, shopper.identifier)
    await api.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, await userIdOf(api.db, shopper.identifier)))
    const refused = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: shopper.identifier, secret: code },
    })
    expect(refused.status).toBe(401)
  })

  it('signs in through /verification/confirm with the number too', async () => {
    const shopper = await phoneShopper()
    await authCall(api, 'POST', '/verification/request', { body: { identifier: shopper.identifier } })
    const token = await latestCode(api.db, shopper.identifier)
    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      body: { token, identifier: local(shopper.identifier) },
    })
    expect(confirmed.status).toBe(200)
    expect(v.parse(SessionEnvelope, await confirmed.json()).data.credential.identifier).toBe(
      shopper.identifier,
    )
  })

  it('sends no sign-in code to a verified e-mail: an e-mail signs in with its password', async () => {
    const shopper = await signedInUser(api)
    const before = await smsTo(shopper.identifier)
    const requested = await authCall(api, 'POST', '/verification/request', {
      body: { identifier: shopper.identifier },
    })
    expect(requested.status).toBe(202)
    expect(await smsTo(shopper.identifier)).toBe(before)
  })

  it('opens an account for a phone number without a password, which then signs in by code only', async () => {
    const registration = newRegistration({ identifier: 'phone' })
    const { secret: _none, ...credential } = registration.credential
    const registered = await authCall(api, 'POST', '/account/register', {
      body: { ...registration, credential },
    })
    expect(registered.status).toBe(202)
    const token = await latestCode(api.db, registration.phone)
    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      body: { token, identifier: registration.phone },
    })
    expect(confirmed.status).toBe(200)
    expect(v.parse(SessionEnvelope, await confirmed.json()).data.credential).toMatchObject({
      kind: 'phone',
      verified: true,
      hasPassword: false,
    })
    // No password signs in to it, not even an empty one.
    for (const secret of ['Ugali na sukuma 2026', ' ']) {
      const refused = await authCall(api, 'POST', '/account/authenticate', {
        body: { identifier: registration.phone, secret },
      })
      expect([401, 422]).toContain(refused.status)
    }
  })

  it('still asks an e-mail registration for a password, and says why', async () => {
    const registration = newRegistration()
    const registered = await authCall(api, 'POST', '/account/register', {
      body: { ...registration, credential: { identifier: registration.email } },
    })
    expect(registered.status).toBe(422)
    const body = (await registered.json()) as { errors: Record<string, string[]> }
    expect(body.errors['credential.secret']).toEqual([
      'Please choose a password: an email signs in with one (a phone number can sign in with a code)',
    ])
  })
})
