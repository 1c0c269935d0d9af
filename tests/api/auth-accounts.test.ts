import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AccountEnvelope,
  RegistrationEnvelope,
  SessionEnvelope,
} from '../../src/contracts/accounts.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { sessions, users } from '../../src/db/schema'
import { sessionForAccessToken } from '../../src/domain/accounts/sessions'
import { sha256 } from '../../src/domain/common/tokens'
import { notify } from '../../src/domain/notifications/notifications'
import { authCall, latestCode, latestMessage, newRegistration, signedInUser } from '../fixtures/accounts'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const errorsOf = async (response: Response) => v.parse(ErrorBody, await response.json()).errors

describe('POST /account/register', () => {
  it('opens an unverified account, stores an argon2id hash, and sends a code to the identifier', async () => {
    const registration = newRegistration()
    const response = await authCall(api, 'POST', '/account/register', { body: registration })
    expect(response.status).toBe(202)
    expect(v.parse(RegistrationEnvelope, await response.json()).data).toEqual({
      identifier: registration.email,
      kind: 'email',
    })
    const [row] = await api.db.select().from(users).where(eq(users.identifier, registration.email))
    expect(row).toMatchObject({
      name: 'Amina',
      surname: 'Otieno',
      email: registration.email,
      roles: ['customer'],
      identifierVerifiedAt: null,
    })
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.passwordHash).not.toContain(registration.credential.secret)
    const message = await latestMessage(api.db, registration.email)
    expect(message).toMatchObject({ channel: 'email', purpose: 'verification' })
    expect(message?.body).toMatch(/\b\d{6}\b/)
  })

  it('normalises a Kenyan phone identifier to +254 and sends the code by SMS', async () => {
    const registration = newRegistration({ identifier: 'phone' })
    const local = `0${registration.phone.slice(4, 7)} ${registration.phone.slice(7)}`
    const response = await authCall(api, 'POST', '/account/register', {
      body: { ...registration, phone: '', credential: { ...registration.credential, identifier: local } },
    })
    expect(response.status).toBe(202)
    const { data } = v.parse(RegistrationEnvelope, await response.json())
    expect(data).toEqual({ identifier: registration.phone, kind: 'phone' })
    const [row] = await api.db.select().from(users).where(eq(users.identifier, registration.phone))
    expect(row?.phone).toBe(registration.phone)
    expect(await latestMessage(api.db, registration.phone)).toMatchObject({ channel: 'sms' })
  })

  it('sends the code in the language of the request', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration, language: 'sw-KE,sw;q=0.9' })
    const message = await latestMessage(api.db, registration.email)
    expect(message?.subject).toMatch(/msimbo/i)
  })

  it.each([
    ['a common password', { secret: 'Password1' }, 422, 'credential.secret'],
    ['a 7-character password', { secret: 'Abc123!' }, 422, 'credential.secret'],
    ['a 129-character password', { secret: 'x'.repeat(129) }, 422, 'credential.secret'],
    [
      'an identifier that is neither email nor Kenyan phone',
      { identifier: '+44 20 7946 0000' },
      422,
      'credential.identifier',
    ],
  ])('refuses %s', async (_label, credential, status, field) => {
    const registration = newRegistration()
    const response = await authCall(api, 'POST', '/account/register', {
      body: { ...registration, credential: { ...registration.credential, ...credential } },
    })
    expect(response.status).toBe(status)
    expect(Object.keys(await errorsOf(response))).toContain(field)
  })

  it('accepts a long passphrase without composition rules', async () => {
    const registration = newRegistration({ password: 'chapati mbili na chai ya tangawizi asubuhi' })
    expect((await authCall(api, 'POST', '/account/register', { body: registration })).status).toBe(202)
  })
})

describe('POST /account/authenticate', () => {
  it('signs in with the right password and answers opaque tokens stored only as hashes', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const response = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: registration.email.toUpperCase(), secret: registration.credential.secret },
    })
    expect(response.status).toBe(200)
    const { data } = v.parse(SessionEnvelope, await response.json())
    expect(data.accessToken).toMatch(/^[\w-]{43}$/)
    expect(data.refreshToken).not.toBe(data.accessToken)
    const expiresIn = Date.parse(data.accessTokenExpiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(21_500_000)
    expect(expiresIn).toBeLessThanOrEqual(21_600_000)
    const stored = await api.db.select().from(sessions).where(eq(sessions.userId, data.user.id))
    expect(JSON.stringify(stored)).not.toContain(data.accessToken)
    expect(JSON.stringify(stored)).not.toContain(data.refreshToken)
  })

  it('answers 401 with the same message for a wrong password and an unknown account', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const wrong = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: registration.email, secret: 'not the password' },
      address: '203.0.113.50',
    })
    const unknown = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: 'nobody.here@example.co.ke', secret: 'not the password' },
      address: '203.0.113.50',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(v.parse(ErrorBody, await wrong.json()).message).toBe(
      v.parse(ErrorBody, await unknown.json()).message,
    )
  })
})

describe('/user/me', () => {
  it('answers 401 without a token and with a made-up one', async () => {
    expect((await authCall(api, 'GET', '/user/me')).status).toBe(401)
    expect((await authCall(api, 'GET', '/user/me', { token: 'x'.repeat(43) })).status).toBe(401)
  })

  it('keeps the password hash and token hashes out of what a signed-in request holds', async () => {
    const amina = await signedInUser(api)
    const found = await sessionForAccessToken(api.db, amina.accessToken)
    expect(found?.user).toMatchObject({ id: amina.user.id, hasPassword: true })
    expect(found?.user).not.toHaveProperty('passwordHash')
    expect(found?.session).toEqual({
      id: expect.any(Number),
      userId: amina.user.id,
      family: expect.any(String),
    })
    const held = JSON.stringify(found)
    expect(held).not.toContain('$argon2id$')
    expect(held).not.toContain(sha256(amina.accessToken))
    expect(held).not.toContain(sha256(amina.refreshToken))
  })

  it('shows each user only their own account, and updates only their own profile', async () => {
    const amina = await signedInUser(api)
    const baraka = await signedInUser(api)
    const mine = v.parse(
      AccountEnvelope,
      await (await authCall(api, 'GET', '/user/me?include=all', { token: amina.accessToken })).json(),
    )
    expect(mine.data.user.id).toBe(amina.user.id)
    expect(mine.data.credential.verified).toBe(true)
    // Read through the session, which holds whether there is a password, not its hash.
    expect(mine.data.credential.hasPassword).toBe(true)

    const update = await authCall(api, 'PUT', '/user/me', {
      token: baraka.accessToken,
      body: {
        name: 'Baraka',
        surname: 'Mwangi',
        phone: '0722 000 111',
        gender: 'male',
        bio: 'Pilau on Fridays',
        dateOfBirth: '1994-03-12',
      },
    })
    expect(update.status).toBe(200)
    const { data } = v.parse(AccountEnvelope, await update.json())
    expect(data.user).toMatchObject({
      id: baraka.user.id,
      name: 'Baraka',
      phone: '+254722000111',
      gender: 'male',
      dateOfBirth: '1994-03-12',
    })
    const [aminaRow] = await api.db.select().from(users).where(eq(users.id, amina.user.id))
    expect(aminaRow?.name).toBe('Amina')
  })

  it('refuses a profile with bad fields, and a phone another account uses', async () => {
    const amina = await signedInUser(api)
    const baraka = await signedInUser(api)
    const bad = await authCall(api, 'PUT', '/user/me', {
      token: amina.accessToken,
      body: { name: '', surname: 'Otieno', gender: 'robot', dateOfBirth: '2999-01-01' },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(await errorsOf(bad)).sort()).toEqual(['dateOfBirth', 'gender', 'name'])
    const taken = await authCall(api, 'PUT', '/user/me', {
      token: amina.accessToken,
      body: { name: 'Amina', surname: 'Otieno', phone: baraka.registration.phone },
    })
    expect(taken.status).toBe(409)
    expect(await errorsOf(taken)).toMatchObject({ phone: [expect.any(String)] })
  })

  it('exports the user’s data without any secret, and deletes the account with the password', async () => {
    const amina = await signedInUser(api)
    await notify(api.db, {
      userId: amina.user.id,
      kind: 'order.accepted',
      values: { kitchen: 'Mama Njeri', orderId: 7 },
      link: '/account/orders/7',
    })
    const exported = await authCall(api, 'GET', '/user/me/export', { token: amina.accessToken })
    expect(exported.status).toBe(200)
    const text = await exported.text()
    expect(text).toContain(amina.registration.email)
    expect(text).not.toMatch(/argon2|Hash|accessToken/)
    const everything = JSON.parse(text).data
    expect(everything.messagesSent).toHaveLength(1)
    // The bell, reviews, favourites, cart and applications are part of what is stored about them.
    expect(everything).toMatchObject({
      notifications: [{ kind: 'order.accepted', link: '/account/orders/7', readAt: null }],
      reviews: [],
      favorites: [],
      cart: [],
      kitchenApplications: [],
    })

    const refused = await authCall(api, 'DELETE', '/user/me', {
      token: amina.accessToken,
      body: { currentPassword: 'wrong one' },
    })
    expect(refused.status).toBe(422)
    const deleted = await authCall(api, 'DELETE', '/user/me', {
      token: amina.accessToken,
      body: { currentPassword: amina.registration.credential.secret },
    })
    expect(deleted.status).toBe(200)
    expect(await api.db.select().from(users).where(eq(users.id, amina.user.id))).toEqual([])
    expect(await api.db.select().from(sessions).where(eq(sessions.userId, amina.user.id))).toEqual([])
    expect((await authCall(api, 'GET', '/user/me', { token: amina.accessToken })).status).toBe(401)
  })
})

describe('PUT /account/update', () => {
  it('needs the current password', async () => {
    const amina = await signedInUser(api)
    const response = await authCall(api, 'PUT', '/account/update', {
      token: amina.accessToken,
      body: {
        currentPassword: 'not it',
        newPassword: 'Mandazi za Jumapili',
        confirmNewPassword: 'Mandazi za Jumapili',
      },
    })
    expect(response.status).toBe(422)
    expect(await errorsOf(response)).toMatchObject({ currentPassword: ['The current password is wrong'] })
  })

  it('refuses a confirmation that differs, and an update with nothing new', async () => {
    const amina = await signedInUser(api)
    const current = amina.registration.credential.secret
    const differ = await authCall(api, 'PUT', '/account/update', {
      token: amina.accessToken,
      body: {
        currentPassword: current,
        newPassword: 'Mandazi za Jumapili',
        confirmNewPassword: 'Mandazi za Jumamosi',
      },
    })
    expect(await errorsOf(differ)).toMatchObject({ confirmNewPassword: [expect.any(String)] })
    const nothing = await authCall(api, 'PUT', '/account/update', {
      token: amina.accessToken,
      body: { currentPassword: current },
    })
    expect(nothing.status).toBe(422)
  })

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const amina = await signedInUser(api)
    const secret = amina.registration.credential.secret
    const other = v.parse(
      SessionEnvelope,
      await (
        await authCall(api, 'POST', '/account/authenticate', {
          body: { identifier: amina.identifier, secret },
        })
      ).json(),
    )
    const response = await authCall(api, 'PUT', '/account/update', {
      token: amina.accessToken,
      body: {
        currentPassword: secret,
        newPassword: 'Mandazi za Jumapili',
        confirmNewPassword: 'Mandazi za Jumapili',
      },
    })
    expect(response.status).toBe(200)
    expect((await authCall(api, 'GET', '/user/me', { token: amina.accessToken })).status).toBe(200)
    expect((await authCall(api, 'GET', '/user/me', { token: other.data.accessToken })).status).toBe(401)
    const oldPassword = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: amina.identifier, secret },
    })
    expect(oldPassword.status).toBe(401)
    const newPassword = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: amina.identifier, secret: 'Mandazi za Jumapili' },
    })
    expect(newPassword.status).toBe(200)
  })

  it('two parallel changes with the right current password leave one new password working, never the old', async () => {
    const amina = await signedInUser(api)
    const secret = amina.registration.credential.secret
    const candidates = ['Mandazi za Jumapili', 'Mahamri za Jumamosi']
    const answers = await Promise.all(
      candidates.map((password) =>
        authCall(api, 'PUT', '/account/update', {
          token: amina.accessToken,
          body: { currentPassword: secret, newPassword: password, confirmNewPassword: password },
        }),
      ),
    )
    // The second may check the current password after the first changed it: refused, not broken.
    const statuses = answers.map((answer) => answer.status)
    for (const status of statuses) expect([200, 422]).toContain(status)
    expect(statuses).toContain(200)
    const signIn = (password: string) =>
      authCall(api, 'POST', '/account/authenticate', {
        body: { identifier: amina.identifier, secret: password },
      })
    expect((await signIn(secret)).status).toBe(401)
    const working = []
    for (const password of candidates) if ((await signIn(password)).status === 200) working.push(password)
    expect(working).toHaveLength(1)
    expect((await authCall(api, 'GET', '/user/me', { token: amina.accessToken })).status).toBe(200)
  })

  it('changes nothing when the new identifier is taken, not even the password given beside it', async () => {
    const amina = await signedInUser(api)
    const baraka = await signedInUser(api)
    const secret = amina.registration.credential.secret
    const response = await authCall(api, 'PUT', '/account/update', {
      token: amina.accessToken,
      body: {
        currentPassword: secret,
        newIdentifier: baraka.identifier,
        newPassword: 'Mandazi za Jumapili',
        confirmNewPassword: 'Mandazi za Jumapili',
      },
    })
    expect(response.status).toBe(409)
    const oldPassword = await authCall(api, 'POST', '/account/authenticate', {
      body: { identifier: amina.identifier, secret },
    })
    expect(oldPassword.status).toBe(200)
  })

  it('keeps the identifier until the code sent to the new one is confirmed in the session', async () => {
    const amina = await signedInUser(api)
    const newIdentifier = `new.${amina.registration.email}`
    const response = await authCall(api, 'PUT', '/account/update', {
      token: amina.accessToken,
      body: {
        currentPassword: amina.registration.credential.secret,
        newIdentifier,
        newPassword: '',
        confirmNewPassword: '',
      },
    })
    expect(response.status).toBe(200)
    const { data } = v.parse(AccountEnvelope, await response.json())
    expect(data.credential).toMatchObject({
      identifier: amina.identifier,
      verified: true,
      pendingIdentifier: newIdentifier,
    })
    const token = await latestCode(api.db, newIdentifier)
    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      token: amina.accessToken,
      body: { token },
    })
    expect(confirmed.status).toBe(200)
    const switched = v.parse(AccountEnvelope, await confirmed.json()).data
    expect(switched.credential).toMatchObject({
      identifier: newIdentifier,
      verified: true,
      pendingIdentifier: null,
    })
    expect(await latestMessage(api.db, amina.identifier)).toMatchObject({ purpose: 'sign-in-changed' })
  })
})
