import { createServerFn } from '@tanstack/react-start'
import type { Account } from '../contracts/accounts.responses'
import { apiCall, authData } from '../server/api-call.server'
import { readSessionCookies } from '../server/session-cookies.server'

/** The signed-in account, or null for a visitor (no API call without a session cookie). */
export const getSession = createServerFn({ method: 'GET' }).handler(async (): Promise<Account | null> => {
  const { accessToken, refreshToken } = readSessionCookies()
  if (!accessToken && !refreshToken) return null
  // SPEC §4: a 401 while a token is held signs the shopper out (apiCall clears the cookies).
  const result = await apiCall((api, o) => api.auth.user.me.$get({ query: {} }, o), { unwrapData: authData })
  return result.errors === null ? result.data : null
})
