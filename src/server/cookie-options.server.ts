import { PREFIXED_COOKIES } from '../lib/cookie-names'

/**
 * Cookies only the server reads: httpOnly, sent on top-level navigations (Lax), Path=/ and,
 * in the production build, Secure (their names are then `__Host-` prefixed: lib/cookie-names).
 */
export const serverOnlyCookie = () =>
  ({ httpOnly: true, sameSite: 'lax', secure: PREFIXED_COOKIES, path: '/' }) as const
