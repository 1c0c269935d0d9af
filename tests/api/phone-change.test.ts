import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { AccountEnvelope } from '../../src/contracts/accounts.responses'
import { outbox } from '../../src/db/schema'
import {
  authCall,
  latestCode,
  latestMessage,
  newRegistration,
  signedInByCode,
  signedInUser,
} from '../fixtures/accounts'
import { smsSegments } from '../fixtures/sms-segments'
import { testApi } from '../setup/test-database'

/**
 * Changing the phone number an account signs in with (SPEC §7's PUT /account/update, then POST
 * /verification/confirm): nothing changes until the code sent to the new number is entered in
 * the account's own session; then the old number is told, by one SMS. An account that signs in
 * by code alone has no password to give. In-process, over HTTP, on PGlite and on Postgres.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const freshNumber = () => newRegistration({ identifier: 'phone' }).phone
/** The number as Kenyans type it: 0712 345 678. */
const local = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`
const account = async (response: Response) => v.parse(AccountEnvelope, await response.json()).data
const sentTo = async (recipient: string, purpose: 'verification' | 'sign-in-changed') =>
  (
    await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.purpose, purpose)))
  ).length

async function askFor(accessToken: string, newIdentifier: string, currentPassword?: string) {
  return authCall(api, 'PUT', '/account/update', {
    token: accessToken,
    body: { newIdentifier, ...(currentPassword ? { currentPassword } : {}) },
  })
}

describe('changing the phone number an account signs in with', () => {
  it('waits for the new number’s code, then signs in with it, and tells the old number', async () => {
    const shopper = await signedInByCode(api)
    const next = freshNumber()
    const asked = await askFor(shopper.accessToken, local(next))
    expect(asked.status).toBe(200)
    expect((await account(asked)).credential).toMatchObject({
      identifier: shopper.identifier,
      hasPassword: false,
      pendingIdentifier: next,
    })
    expect(await latestMessage(api.db, next)).toMatchObject({ channel: 'sms', purpose: 'verification' })

    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      token: shopper.accessToken,
      body: { token: await latestCode(api.db, next) },
    })
    expect(confirmed.status).toBe(200)
    const switched = await account(confirmed)
    expect(switched.credential).toMatchObject({ identifier: next, verified: true, pendingIdentifier: null })
    // The M-Pesa number the checkout offers follows the number the shopper now uses.
    expect(switched.user.phone).toBe(next)
    const notice = await latestMessage(api.db, shopper.identifier)
    expect(notice).toMatchObject({ channel: 'sms', purpose: 'sign-in-changed' })
    expect(notice?.body).toContain(local(next))

    // The old number has no account now: a code asked for it goes nowhere.
    const before = await sentTo(shopper.identifier, 'verification')
    await authCall(api, 'POST', '/verification/request', { body: { identifier: shopper.identifier } })
    expect(await sentTo(shopper.identifier, 'verification')).toBe(before)
  })

  it('takes the new number’s code only in the account’s own session', async () => {
    const shopper = await signedInByCode(api)
    const next = freshNumber()
    expect((await askFor(shopper.accessToken, next)).status).toBe(200)
    const code = await latestCode(api.db, next)
    // Someone with the new number's code and the old number can neither sign in nor switch.
    const signIn = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: shopper.identifier, secret: code },
    })
    expect(signIn.status).toBe(401)
    const signedOut = await authCall(api, 'POST', '/verification/confirm', {
      body: { identifier: shopper.identifier, token: code },
    })
    expect(signedOut.status).toBe(422)
    const me = await account(await authCall(api, 'GET', '/user/me', { token: shopper.accessToken }))
    expect(me.credential.identifier).toBe(shopper.identifier)
  })

  it('refuses a wrong code, keeping the change asked for; the current number withdraws it', async () => {
    const shopper = await signedInByCode(api)
    const next = freshNumber()
    await askFor(shopper.accessToken, next)
    const code = await latestCode(api.db, next)
    const wrong = await authCall(api, 'POST', '/verification/confirm', {
      token: shopper.accessToken,
      body: { token: code === '000000' ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(422)
    const withdrawn = await askFor(shopper.accessToken, shopper.identifier)
    expect(withdrawn.status).toBe(200)
    expect((await account(withdrawn)).credential).toMatchObject({
      identifier: shopper.identifier,
      pendingIdentifier: null,
    })
    const late = await authCall(api, 'POST', '/verification/confirm', {
      token: shopper.accessToken,
      body: { token: code },
    })
    expect(late.status).toBe(422)
    expect(await sentTo(shopper.identifier, 'sign-in-changed')).toBe(0)
  })

  it('needs the current password where the account has one', async () => {
    const shopper = await signedInUser(api, { identifier: 'phone' })
    const next = freshNumber()
    const without = await askFor(shopper.accessToken, next)
    expect(without.status).toBe(422)
    const wrong = await askFor(shopper.accessToken, next, 'not the password')
    expect(wrong.status).toBe(422)
    expect(await sentTo(next, 'verification')).toBe(0)
    const right = await askFor(shopper.accessToken, next, shopper.registration.credential.secret)
    expect(right.status).toBe(200)
    expect(await sentTo(next, 'verification')).toBe(1)
  })

  it('refuses a number another account holds, asked for or taken before the code comes', async () => {
    const shopper = await signedInByCode(api)
    const other = await signedInByCode(api)
    expect((await askFor(shopper.accessToken, other.identifier)).status).toBe(409)

    const next = freshNumber()
    await askFor(shopper.accessToken, next)
    const code = await latestCode(api.db, next)
    // Someone opens an account with that number before the code is entered.
    const registration = newRegistration({ identifier: 'phone' })
    const taken = { ...registration, phone: next, credential: { identifier: next } }
    expect((await authCall(api, 'POST', '/account/register', { body: taken })).status).toBe(202)
    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      token: shopper.accessToken,
      body: { token: code },
    })
    expect(confirmed.status).toBe(409)
    const me = await account(await authCall(api, 'GET', '/user/me', { token: shopper.accessToken }))
    expect(me.credential.identifier).toBe(shopper.identifier)
  })

  it('switches once when the code is sent twice at the same moment', async () => {
    const shopper = await signedInByCode(api)
    const next = freshNumber()
    await askFor(shopper.accessToken, next)
    const token = await latestCode(api.db, next)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        authCall(api, 'POST', '/verification/confirm', { token: shopper.accessToken, body: { token } }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422])
    expect(await sentTo(shopper.identifier, 'sign-in-changed')).toBe(1)
  })

  it('tells the old number in one SMS segment in every language', async () => {
    for (const language of ['en-KE', 'sw-KE', 'fr-KE', 'es-KE', 'pt-KE', 'ar-KE', 'ki-KE', 'kam-KE']) {
      const shopper = await signedInByCode(api)
      const next = freshNumber()
      await askFor(shopper.accessToken, next)
      await authCall(api, 'POST', '/verification/confirm', {
        token: shopper.accessToken,
        body: { token: await latestCode(api.db, next) },
        language,
      })
      const notice = await latestMessage(api.db, shopper.identifier)
      expect(notice?.purpose, language).toBe('sign-in-changed')
      expect(smsSegments(notice?.body ?? ''), `${language}: ${notice?.body}`).toBe(1)
    }
  })
})
