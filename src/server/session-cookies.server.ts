import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import {
  ACCESS_TOKEN_COOKIE,
  AUTH_COOKIE_MAX_AGE_S,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_S,
} from '../config/constants'
import { cookieName } from '../lib/cookie-names'
import { serverOnlyCookie } from './cookie-options.server'

/**
 * The session lives in two httpOnly cookies that page JavaScript can never read. In the
 * production build they are Secure and `__Host-` prefixed (bound to this exact origin, path /).
 */
const ACCESS_COOKIE_NAME = cookieName(ACCESS_TOKEN_COOKIE)
const REFRESH_COOKIE_NAME = cookieName(REFRESH_TOKEN_COOKIE)

const base = serverOnlyCookie()

export type SessionTokens = { accessToken: string; refreshToken: string }

export function readSessionCookies(): {
  accessToken?: string | undefined
  refreshToken?: string | undefined
} {
  return { accessToken: getCookie(ACCESS_COOKIE_NAME), refreshToken: getCookie(REFRESH_COOKIE_NAME) }
}

export function writeSessionCookies(tokens: SessionTokens): void {
  setCookie(ACCESS_COOKIE_NAME, tokens.accessToken, { ...base, maxAge: AUTH_COOKIE_MAX_AGE_S })
  setCookie(REFRESH_COOKIE_NAME, tokens.refreshToken, { ...base, maxAge: REFRESH_TOKEN_TTL_S })
}

export function clearSessionCookies(): void {
  deleteCookie(ACCESS_COOKIE_NAME, base)
  deleteCookie(REFRESH_COOKIE_NAME, base)
}
