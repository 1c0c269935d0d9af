import type { LocaleCode } from '../i18n/locales'
import type { ApiResult } from '../lib/api-errors'
import { type ApiClient, apiClient } from './api-client.server'
import { type JsonOf, type RequestOptions, sendApiRequest } from './api-request.server'
import { readCartToken } from './cart-cookie.server'
import { requestCallContext, sessionCallContext } from './request-context.server'
import { clearSessionCookies } from './session-cookies.server'

/** One request through the typed client, as apiCall takes it. */
export type ApiRequest<R> = (client: ApiClient, options: RequestOptions) => Promise<R>

type Options<R, T> = {
  /**
   * 'shopper' (the default): the session cookies become a Bearer header, renewed once per
   * incoming request when the access cookie has run out; SPEC §4: a 401 while a token was sent
   * signs the shopper out (both cookies go). 'visitor': the request as it is, never renewed
   * (catalogue reads, sign-in, codes, resets: renewing would rotate the refresh token for nothing).
   */
  as?: 'shopper' | 'visitor'
  /** The page's language, for messages the API sends (codes, links). */
  locale?: LocaleCode | undefined
  /** Reads the Auth API's `{ data }` envelope. */
  unwrapData?: (body: JsonOf<R>) => T
  /** The answer without any call when no session would be sent (a visitor has no favorites). */
  whenSignedOut?: NoInfer<ApiResult<T>>
  /** Sends the visitor's cart token (X-Cart-Token) from its httpOnly cookie. */
  withCart?: boolean
  /** Told what went with the call: whether a session and a cart token were sent. */
  onSent?: (sent: { session: boolean; cartToken: boolean }) => void
}

/**
 * The one way the web's server functions reach the API: cookies in; Bearer, store, cart and
 * client headers out; the 30 s timeout and SPEC §8's error normalisation (sendApiRequest) included.
 */
export async function apiCall<R extends Response & { json(): Promise<unknown> }, T = JsonOf<R>>(
  call: ApiRequest<R>,
  options: Options<R, T> = {},
): Promise<ApiResult<T>> {
  const client = await apiClient()
  const base =
    options.as === 'visitor'
      ? requestCallContext(options.locale)
      : await sessionCallContext(client, options.locale)
  const context = options.withCart ? { ...base, cartToken: readCartToken() } : base
  options.onSent?.({ session: Boolean(context.accessToken), cartToken: Boolean(context.cartToken) })
  if (!context.accessToken && !context.cartToken && options.whenSignedOut) return options.whenSignedOut
  const result = await sendApiRequest(client, context, call, options.unwrapData)
  if (result.status === 401 && context.accessToken && options.as !== 'visitor') clearSessionCookies()
  return result
}

/** The payload of an Auth API answer (`{ data }`), for `unwrapData`. */
export const authData = <B extends { data: unknown }>(body: B): B['data'] => body.data
