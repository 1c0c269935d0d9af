import { type ApiClient, apiClient } from './api-client.server'
import { callApi, type RequestOptions } from './call-api.server'
import { sessionCallContext } from './request-context.server'
import { clearSessionCookies } from './session-cookies.server'

/**
 * One API call as the signed-in shopper (the session cookies become a Bearer header, refreshed
 * when due). SPEC §4: a 401 while a token is held signs the shopper out.
 */
export async function signedInApiCall<R extends Response & { json(): Promise<unknown> }>(
  call: (client: ApiClient, options: RequestOptions) => Promise<R>,
) {
  const client = await apiClient()
  const context = await sessionCallContext(client)
  const result = await callApi(client, context, call)
  if (result.status === 401 && context.accessToken) clearSessionCookies()
  return result
}
