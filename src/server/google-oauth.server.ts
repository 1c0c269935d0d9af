import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import { env, publicOrigin } from '../config/env'
import { googleSettings } from '../config/google'
import { cookieName } from '../lib/cookie-names'
import { serverOnlyCookie } from './cookie-options.server'

const STATE_COOKIE = cookieName('hc_oauth_state')
const VERIFIER_COOKIE = cookieName('hc_oauth_verifier')
// Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
const cookie = () => ({ ...serverOnlyCookie(), maxAge: 600 })

export const googleEnabled = () => googleSettings(env()) !== undefined

export const googleRedirectUri = () => `${publicOrigin(env())}/oauth/google/callback`

/** Starts Google sign-in: a fresh state and PKCE verifier in short-lived cookies, and the provider's URL. */
export function googleAuthorizationUrl(): URL | undefined {
  const settings = googleSettings(env())
  if (!settings) return undefined
  const state = generateState()
  const verifier = generateCodeVerifier()
  setCookie(STATE_COOKIE, state, cookie())
  setCookie(VERIFIER_COOKIE, verifier, cookie())
  return new OAuth2Client(settings.clientId, null, googleRedirectUri()).createAuthorizationURLWithPKCE(
    settings.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    ['openid', 'email', 'profile'],
  )
}

/** The PKCE verifier of this sign-in if the returned state is the one this browser was given. */
export function takeGoogleVerifier(returnedState: string | null): string | undefined {
  const state = getCookie(STATE_COOKIE)
  const verifier = getCookie(VERIFIER_COOKIE)
  deleteCookie(STATE_COOKIE, serverOnlyCookie())
  deleteCookie(VERIFIER_COOKIE, serverOnlyCookie())
  return state && verifier && returnedState === state ? verifier : undefined
}
