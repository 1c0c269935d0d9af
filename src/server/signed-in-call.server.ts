import type { LocaleCode } from '../i18n/locales'
import type { ApiResult } from '../lib/api-errors'
import { type ApiClient, apiClient } from './api-client.server'
import { callApi, type JsonOf, type RequestOptions } from './call-api.server'
import { sessionCallContext } from './request-context.server'
import { clearSessionCookies } from './session-cookies.server'

type Options<R, T> = {
  /** The page's language, for messages the API sends (codes, links). */
  locale?: LocaleCode | undefined
  /** Reads the Auth API's `{ data }` envelope. */
  unwrapData?: (body: JsonOf<R>) => T
  /** The answer without any call when there is no live session (a visitor has no favorites). */
  whenSignedOut?: NoInfer<ApiResult<T>>
}

/**
 * One API call as the signed-in shopper: the session cookies become a Bearer header, renewed
 * through the refresh cookie when the access cookie has run out. SPEC §4: a 401 while a token
 * is held signs the shopper out (both cookies go).
 */
export async function signedInApiCall<R extends Response & { json(): Promise<unknown> }, T = JsonOf<R>>(
  call: (client: ApiClient, options: RequestOptions) => Promise<R>,
  options: Options<R, T> = {},
): Promise<ApiResult<T>> {
  const client = await apiClient()
  const context = await sessionCallContext(client, options.locale)
  if (!context.accessToken && options.whenSignedOut) return options.whenSignedOut
  const result = await callApi(client, context, call, options.unwrapData)
  if (result.status === 401 && context.accessToken) clearSessionCookies()
  return result
}

/** The payload of an Auth API answer (`{ data }`), for `unwrapData`. */
export const authData = <B extends { data: unknown }>(body: B): B['data'] => body.data
