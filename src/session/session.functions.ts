import { createServerFn } from '@tanstack/react-start'
import type { Account } from '../domain/accounts/accounts'
import { apiClient } from '../server/api-client.server'
import { callApi } from '../server/call-api.server'
import { sessionCallContext } from '../server/request-context.server'
import { clearSessionCookies, readSessionCookies } from '../server/session-cookies.server'
import { authData } from '../server/signed-in-call.server'

async function session() {
  const client = await apiClient()
  return { client, context: await sessionCallContext(client) }
}

/** The signed-in account, or null for a visitor (no API call without a session cookie). */
export const getSession = createServerFn({ method: 'GET' }).handler(async (): Promise<Account | null> => {
  const { accessToken, refreshToken } = readSessionCookies()
  if (!accessToken && !refreshToken) return null
  const { client, context } = await session()
  if (!context.accessToken) return null
  const result = await callApi(client, context, (api, o) => api.auth.user.me.$get({ query: {} }, o), authData)
  // SPEC §4: a 401 while a token is held signs the shopper out.
  if (result.status === 401) clearSessionCookies()
  return result.errors === null ? result.data : null
})
