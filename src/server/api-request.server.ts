import { REQUEST_TIMEOUT_MS } from '../config/constants'
import { type ApiResult, messageIdsOf, normaliseErrors, notificationOf } from '../lib/api-errors'
import type { ApiClient } from './api-client.server'

/** What a call sends besides its own input: the session and the shopper's store (SPEC §7). */
export type CallContext = {
  accessToken?: string | undefined
  storeId?: string | undefined
  storeLocation?: string | undefined
  /** A visitor's cart token (X-Cart-Token). */
  cartToken?: string | undefined
  /** The shopper's network address and browser, for the API's rate limits and session list. */
  clientAddress?: string | undefined
  userAgent?: string | undefined
  /** The page's language: messages the API sends (codes, links) use it. */
  locale?: string | undefined
  timeoutMs?: number
}

export type RequestOptions = { headers: Record<string, string>; init: { signal: AbortSignal } }

export function requestOptions(context: CallContext): RequestOptions {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' }
  if (context.accessToken) headers.Authorization = `Bearer ${context.accessToken}`
  if (context.storeId) headers['X-STORE-ID'] = context.storeId
  if (context.storeLocation) headers['X-STORE-LOCATION'] = context.storeLocation
  if (context.cartToken) headers['X-Cart-Token'] = context.cartToken
  if (context.clientAddress) headers['X-Forwarded-For'] = context.clientAddress
  if (context.userAgent) headers['User-Agent'] = context.userAgent
  if (context.locale) headers['Accept-Language'] = context.locale
  return { headers, init: { signal: AbortSignal.timeout(context.timeoutMs ?? REQUEST_TIMEOUT_MS) } }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The typed JSON of a response (Hono RPC's ClientResponse carries it in its type). */
export type JsonOf<R> = R extends { json(): Promise<infer T> } ? T : never

/**
 * Makes one API call: adds the headers, enforces the timeout, and turns every failure —
 * an error status, a broken body, a refused connection, a timeout — into { data: null, errors }.
 * `unwrapData` reads the Auth API's { data } envelope.
 */
export async function sendApiRequest<R extends Response & { json(): Promise<unknown> }, T = JsonOf<R>>(
  client: ApiClient,
  context: CallContext,
  call: (client: ApiClient, options: RequestOptions) => Promise<R>,
  unwrapData?: (body: JsonOf<R>) => T,
): Promise<ApiResult<T>> {
  let response: R
  try {
    response = await call(client, requestOptions(context))
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    const message = timedOut
      ? 'The request took too long; please try again'
      : error instanceof Error
        ? error.message
        : String(error)
    return { data: null, errors: normaliseErrors({ message }), status: timedOut ? 504 : 503 }
  }
  const body = await readBody(response)
  if (!response.ok) {
    return {
      data: null,
      errors: normaliseErrors({ response: { status: response.status, data: body } }),
      ...messageIdsOf(body),
      status: response.status,
      // SPEC §8: a notification the error carries is shown instead of the generic failure alert.
      notification: notificationOf(body),
    }
  }
  const typed = body as JsonOf<R>
  return { data: unwrapData ? unwrapData(typed) : (typed as T), errors: null, status: response.status }
}
