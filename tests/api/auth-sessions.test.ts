import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { AccountEnvelope, SessionEnvelope } from '../../src/contracts/accounts.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { outbox, resetTokens, sessions, users, verificationCodes } from '../../src/db/schema'
import { sha256 } from '../../src/domain/common/tokens'
import {
  authCall,
  latestCode,
  latestMessage,
  newRegistration,
  signedInUser,
  userIdOf,
} from '../fixtures/accounts'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const refresh = (refreshToken: string) =>
  authCall(api, 'POST', '/session/refresh', { body: { refreshToken } })
const tokensOf = async (response: Response) =>
  v.parse(
    v.object({ data: v.object({ accessToken: v.string(), refreshToken: v.string() }) }),
    await response.json(),
  ).data

describe('sessions', () => {
  it('rotates the refresh token: the new pair works, the old access token does not', async () => {
    const amina = await signedInUser(api)
    const rotated = await refresh(amina.refreshToken)
    expect(rotated.status).toBe(200)
    const next = await tokensOf(rotated)
    expect(next.refreshToken).not.toBe(amina.refreshToken)
    expect((await authCall(api, 'GET', '/user/me', { token: next.accessToken })).status).toBe(200)
    expect((await authCall(api, 'GET', '/user/me', { token: amina.accessToken })).status).toBe(401)
  })

  it('answers a refresh token presented again within 30 s with the same new pair, even in parallel', async () => {
    const amina = await signedInUser(api)
    // Two tabs (or two calls of one page) renewing with the same refresh cookie at once.
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(amina.refreshToken)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const pairs = await Promise.all(answers.map(tokensOf))
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1)
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1)
    const [pair] = pairs
    if (!pair) throw new Error('no pair')
    expect((await authCall(api, 'GET', '/user/me', { token: pair.accessToken })).status).toBe(200)
    // A late repeat inside the window still gets that pair, and the pair renews normally.
    expect(await tokensOf(await refresh(amina.refreshToken))).toEqual(pair)
    expect((await refresh(pair.refreshToken)).status).toBe(200)
  })

  it('detects a refresh token reused after the grace window and ends every session of that sign-in', async () => {
    const amina = await signedInUser(api)
    const next = await tokensOf(await refresh(amina.refreshToken))
    // The window has passed: the rotation happened 31 seconds ago.
    await api.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(sessions.refreshTokenHash, sha256(amina.refreshToken)))
    const reuse = await refresh(amina.refreshToken)
    expect(reuse.status).toBe(401)
    expect(v.parse(ErrorBody, await reuse.json()).message).toMatch(/used twice/)
    // The thief's reuse also ends the legitimate holder's newer tokens.
    expect((await authCall(api, 'GET', '/user/me', { token: next.accessToken })).status).toBe(401)
    expect((await refresh(next.refreshToken)).status).toBe(401)
  })

  it('signs out this device only, or every device with all=true', async () => {
    const amina = await signedInUser(api)
    const secret = amina.registration.credential.secret
    const signIn = async () =>
      v.parse(
        SessionEnvelope,
        await (
          await authCall(api, 'POST', '/account/authenticate', {
            body: { identifier: amina.identifier, secret },
          })
        ).json(),
      ).data
    const phone = await signIn()
    const laptop = await signIn()
    const out = await authCall(api, 'DELETE', '/session/logout', { token: phone.accessToken })
    expect(out.status).toBe(200)
    expect((await authCall(api, 'GET', '/user/me', { token: phone.accessToken })).status).toBe(401)
    expect((await authCall(api, 'GET', '/user/me', { token: laptop.accessToken })).status).toBe(200)

    const everywhere = await authCall(api, 'DELETE', '/session/logout?all=true', {
      token: laptop.accessToken,
    })
    expect(await everywhere.json()).toEqual({ data: { signedOut: 2 } })
    for (const token of [laptop.accessToken, amina.accessToken]) {
      expect((await authCall(api, 'GET', '/user/me', { token })).status).toBe(401)
    }
    expect((await refresh(laptop.refreshToken)).status).toBe(401)
  })

  it('answers parallel requests of two sessions each with its own account, and a signed-out one with 401', async () => {
    const amina = await signedInUser(api)
    const baraka = await signedInUser(api)
    const me = async (token: string) => {
      const answer = await authCall(api, 'GET', '/user/me', { token })
      return answer.status === 200
        ? { status: 200, account: v.parse(AccountEnvelope, await answer.json()).data }
        : { status: answer.status, account: undefined }
    }
    const people = Array.from({ length: 16 }, (_, i) => (i % 2 ? baraka : amina))
    const answers = await Promise.all(people.map((person) => me(person.accessToken)))
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200)
      expect(answer.account?.user.id).toBe(people[i]?.user.id)
      expect(answer.account?.credential.hasPassword).toBe(true)
    })

    // Amina signs out while her other tabs are still asking: each answer is hers or a 401.
    const [signedOut, ...during] = await Promise.all([
      authCall(api, 'DELETE', '/session/logout', { token: amina.accessToken }),
      ...Array.from({ length: 8 }, () => me(amina.accessToken)),
    ])
    expect(signedOut?.status).toBe(200)
    for (const answer of during) {
      expect([200, 401]).toContain(answer.status)
      if (answer.account) expect(answer.account.user.id).toBe(amina.user.id)
    }
    expect((await me(amina.accessToken)).status).toBe(401)
    expect((await me(baraka.accessToken)).account?.user.id).toBe(baraka.user.id)
  })

  it('answers 401 to logout without a session', async () => {
    expect((await authCall(api, 'DELETE', '/session/logout')).status).toBe(401)
  })
})

describe('verification codes', () => {
  it('confirms with the right code, and starts a session when there was none', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const token = await latestCode(api.db, registration.email)
    const response = await authCall(api, 'POST', '/verification/confirm', {
      body: { token, identifier: registration.email },
    })
    expect(response.status).toBe(200)
    const { data } = v.parse(SessionEnvelope, await response.json())
    expect(data.credential.verified).toBe(true)
    // A code works once.
    const again = await authCall(api, 'POST', '/verification/confirm', {
      body: { token, identifier: registration.email },
    })
    expect(again.status).toBe(422)
  })

  it('stores only a hash of the code', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const code = await latestCode(api.db, registration.email)
    const rows = await api.db.select().from(verificationCodes)
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`)
  })

  it('counts wrong codes and kills the code after five', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const code = await latestCode(api.db, registration.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const confirm = (token: string) =>
      authCall(api, 'POST', '/verification/confirm', {
        body: { token, identifier: registration.email },
        address: '192.0.2.44',
      })
    const first = await confirm(wrong)
    expect(v.parse(ErrorBody, await first.json()).errors.token).toEqual(['The code is wrong; 4 tries left'])
    for (let i = 0; i < 4; i += 1) await confirm(wrong)
    const right = await confirm(code)
    expect(right.status).toBe(422)
    expect(v.parse(ErrorBody, await right.json()).errors.token).toEqual([
      'Too many wrong tries; please ask for a new code',
    ])
  })

  it('counts parallel wrong guesses one by one: eight at once check at most five', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const code = await latestCode(api.db, registration.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        authCall(api, 'POST', '/verification/confirm', {
          body: { token: wrong, identifier: registration.email },
        }),
      ),
    )
    const texts = await Promise.all(
      answers.map(async (answer) => v.parse(ErrorBody, await answer.json()).errors.token?.[0]),
    )
    // Each try saw the count the one before it left: 4, 3, 2, 1 tries left, then none.
    expect(texts.filter((text) => text?.includes(' left')).sort()).toEqual([
      'The code is wrong; 1 try left',
      'The code is wrong; 2 tries left',
      'The code is wrong; 3 tries left',
      'The code is wrong; 4 tries left',
    ])
    const [row] = await api.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.identifier, registration.email))
    expect(row?.attempts).toBe(5)
    const right = await authCall(api, 'POST', '/verification/confirm', {
      body: { token: code, identifier: registration.email },
    })
    expect(right.status).toBe(422)
  })

  it('refuses an expired code', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const data = { user: { id: await userIdOf(api.db, registration.email) } }
    const code = await latestCode(api.db, registration.email)
    await api.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, data.user.id))
    const response = await authCall(api, 'POST', '/verification/confirm', {
      body: { token: code, identifier: registration.email },
    })
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.token).toEqual([
      'This code has expired; please ask for a new one',
    ])
  })

  it('a new request replaces the old code; a verified identifier gets no new code', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const first = await latestCode(api.db, registration.email)
    const requested = await authCall(api, 'POST', '/verification/request', {
      body: { identifier: registration.email },
    })
    expect(requested.status).toBe(202)
    const second = await latestCode(api.db, registration.email)
    if (first !== second) {
      const stale = await authCall(api, 'POST', '/verification/confirm', {
        body: { token: first, identifier: registration.email },
      })
      expect(stale.status).toBe(422)
    }
    expect(
      (
        await authCall(api, 'POST', '/verification/confirm', {
          body: { token: second, identifier: registration.email },
        })
      ).status,
    ).toBe(200)
    const before = await api.db.select().from(outbox).where(eq(outbox.recipient, registration.email))
    await authCall(api, 'POST', '/verification/request', { body: { identifier: registration.email } })
    const after = await api.db.select().from(outbox).where(eq(outbox.recipient, registration.email))
    expect(after.length).toBe(before.length)
  })
})

describe('password reset', () => {
  it('answers the same whether or not the account exists, and sends a link only to a real one', async () => {
    const amina = await signedInUser(api)
    const known = await authCall(api, 'POST', '/reset/request', { body: { identifier: amina.identifier } })
    const unknown = await authCall(api, 'POST', '/reset/request', {
      body: { identifier: 'ghost.user@example.co.ke' },
    })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual(await unknown.json())
    expect(await latestMessage(api.db, 'ghost.user@example.co.ke')).toBeUndefined()
    expect((await latestMessage(api.db, amina.identifier))?.body).toMatch(
      /http:\/\/shop\.test\/auth\/reset-password\?token=[\w-]{43}/,
    )
  })

  it('links to the page in the request’s language', async () => {
    const amina = await signedInUser(api)
    await authCall(api, 'POST', '/reset/request', {
      body: { identifier: amina.identifier },
      language: 'fr-KE',
    })
    expect((await latestMessage(api.db, amina.identifier))?.body).toContain(
      'http://shop.test/fr-KE/auth/reset-password?token=',
    )
  })

  it('sets the new password once, ends every session, and the link cannot be used again', async () => {
    const amina = await signedInUser(api)
    await authCall(api, 'POST', '/reset/request', { body: { identifier: amina.identifier } })
    const token =
      /token=([\w-]+)/.exec((await latestMessage(api.db, amina.identifier))?.body ?? '')?.[1] ?? ''
    const body = { token, newPassword: 'Githeri ya nyumbani', confirmNewPassword: 'Githeri ya nyumbani' }
    const common = await authCall(api, 'POST', '/reset/confirm', {
      body: { ...body, newPassword: 'password1', confirmNewPassword: 'password1' },
    })
    expect(common.status).toBe(422)
    const done = await authCall(api, 'POST', '/reset/confirm', { body })
    expect(done.status).toBe(200)
    expect((await authCall(api, 'GET', '/user/me', { token: amina.accessToken })).status).toBe(401)
    const signIn = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: amina.identifier, secret: 'Githeri ya nyumbani' },
    })
    expect(signIn.status).toBe(200)
    const reused = await authCall(api, 'POST', '/reset/confirm', { body })
    expect(reused.status).toBe(422)
    expect(v.parse(ErrorBody, await reused.json()).errors.token?.[0]).toMatch(/expired or was already used/)
  })

  it('refuses an expired link', async () => {
    const amina = await signedInUser(api)
    await authCall(api, 'POST', '/reset/request', { body: { identifier: amina.identifier } })
    const token =
      /token=([\w-]+)/.exec((await latestMessage(api.db, amina.identifier))?.body ?? '')?.[1] ?? ''
    await api.db
      .update(resetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetTokens.userId, amina.user.id))
    const response = await authCall(api, 'POST', '/reset/confirm', {
      body: { token, newPassword: 'Githeri ya nyumbani', confirmNewPassword: 'Githeri ya nyumbani' },
    })
    expect(response.status).toBe(422)
    const [row] = await api.db.select().from(users).where(eq(users.id, amina.user.id))
    expect(row?.passwordHash).toBeTruthy()
  })
})

describe('rate limits', () => {
  it('answers 429 with Retry-After after ten wrong passwords from one address, but not from another', async () => {
    const amina = await signedInUser(api)
    const attempt = (address: string, secret = 'guessing wrong') =>
      authCall(api, 'POST', '/account/authenticate', {
        body: { identifier: amina.identifier, secret },
        address,
      })
    for (let i = 0; i < 10; i += 1) expect((await attempt('203.0.113.9')).status).toBe(401)
    const blocked = await attempt('203.0.113.9', amina.registration.credential.secret)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The real owner on their own network is not locked out by the attacker.
    expect((await attempt('198.51.100.200', amina.registration.credential.secret)).status).toBe(200)
  })

  it('limits how many codes and links one address can ask to send to one identifier', async () => {
    const amina = await signedInUser(api)
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await authCall(api, 'POST', '/reset/request', {
            body: { identifier: amina.identifier },
            address: '192.0.2.99',
          })
        ).status,
      )
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})
