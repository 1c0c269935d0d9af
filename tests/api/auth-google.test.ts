import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountEnvelope, SessionEnvelope } from '../../src/contracts/accounts.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { authCall, newRegistration, userIdOf } from '../fixtures/accounts'
import { type OAuthPerson, startOAuthServer } from '../fixtures/oauth-server'
import { testApi } from '../setup/test-database'

const REDIRECT_URI = 'http://shop.test/oauth/google/callback'
let person: OAuthPerson
let oauth: Awaited<ReturnType<typeof startOAuthServer>>
let api: Awaited<ReturnType<typeof testApi>>

beforeAll(async () => {
  oauth = await startOAuthServer({ id: 'homecooked-web', secret: 'local-secret' }, () => person)
  api = await testApi({ accounts: { google: oauth.settings } })
})
afterAll(() => oauth.close())

/** What the browser does: go to the provider with a PKCE challenge, come back with a code. */
async function authorize(verifier: string) {
  const state = generateState()
  const url = new OAuth2Client(oauth.settings.clientId, null, REDIRECT_URI).createAuthorizationURLWithPKCE(
    oauth.settings.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    ['openid', 'email', 'profile'],
  )
  const response = await fetch(url, { redirect: 'manual' })
  const back = new URL(response.headers.get('location') ?? '')
  expect(back.searchParams.get('state')).toBe(state)
  return back.searchParams.get('code') ?? ''
}

const callback = (query: Record<string, string>) =>
  authCall(api, 'GET', `/account/google/callback?${new URLSearchParams(query)}`)

describe('GET /account/google/callback', () => {
  it('creates a verified account for a new Google user and signs them in', async () => {
    const tag = Date.now().toString(36)
    person = {
      sub: `g-${tag}`,
      email: `Achieng.${tag}@Gmail.com`,
      email_verified: true,
      given_name: 'Achieng',
      family_name: 'Odhiambo',
    }
    const codeVerifier = generateCodeVerifier()
    const code = await authorize(codeVerifier)
    const response = await callback({ code, codeVerifier, redirectUri: REDIRECT_URI })
    expect(response.status).toBe(200)
    const { data } = v.parse(SessionEnvelope, await response.json())
    expect(data.user).toMatchObject({
      name: 'Achieng',
      surname: 'Odhiambo',
      email: `achieng.${tag}@gmail.com`,
    })
    expect(data.credential).toMatchObject({ verified: true, hasPassword: false })
    const me = await authCall(api, 'GET', '/user/me', { token: data.accessToken })
    expect(me.status).toBe(200)
    expect(v.parse(AccountEnvelope, await me.json()).data.credential.hasPassword).toBe(false)

    // The second sign-in finds the same account by its Google subject.
    const again = await callback({
      code: await authorize(codeVerifier),
      codeVerifier,
      redirectUri: REDIRECT_URI,
    })
    expect(v.parse(SessionEnvelope, await again.json()).data.user.id).toBe(data.user.id)
  })

  it('links Google to an existing account with the same verified email', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const existing = { user: { id: await userIdOf(api.db, registration.email) } }
    person = {
      sub: `g-link-${Date.now()}`,
      email: registration.email,
      email_verified: true,
      given_name: 'A',
      family_name: 'O',
    }
    const codeVerifier = generateCodeVerifier()
    const response = await callback({
      code: await authorize(codeVerifier),
      codeVerifier,
      redirectUri: REDIRECT_URI,
    })
    expect(v.parse(SessionEnvelope, await response.json()).data.user.id).toBe(existing.user.id)
  })

  it('refuses a code presented with the wrong PKCE verifier', async () => {
    person = {
      sub: `g-pkce-${Date.now()}`,
      email: 'pkce@example.com',
      email_verified: true,
      given_name: 'P',
      family_name: 'K',
    }
    const code = await authorize(generateCodeVerifier())
    const response = await callback({ code, codeVerifier: generateCodeVerifier(), redirectUri: REDIRECT_URI })
    expect(response.status).toBe(401)
    expect(v.parse(ErrorBody, await response.json()).message).toBe('Google sign-in failed; please try again')
  })

  it('refuses an unverified Google email, an unknown provider, and a missing verifier', async () => {
    person = {
      sub: `g-unverified-${Date.now()}`,
      email: 'unverified@example.com',
      email_verified: false,
      given_name: 'U',
      family_name: 'V',
    }
    const codeVerifier = generateCodeVerifier()
    expect(
      (await callback({ code: await authorize(codeVerifier), codeVerifier, redirectUri: REDIRECT_URI }))
        .status,
    ).toBe(422)
    expect(
      (
        await authCall(
          api,
          'GET',
          `/account/facebook/callback?code=x&codeVerifier=${codeVerifier}&redirectUri=${REDIRECT_URI}`,
        )
      ).status,
    ).toBe(422)
    expect((await callback({ code: 'x', redirectUri: REDIRECT_URI })).status).toBe(422)
  })

  it('answers 404 where Google sign-in is not configured', async () => {
    const plain = await testApi()
    const response = await authCall(
      plain,
      'GET',
      `/account/google/callback?code=x&codeVerifier=${generateCodeVerifier()}&redirectUri=${REDIRECT_URI}`,
    )
    expect(response.status).toBe(404)
  })
})
