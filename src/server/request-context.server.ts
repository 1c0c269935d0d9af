import { getCookie, getRequest, getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { env } from '../config/env'
import { parseLocation } from '../domain/delivery/distance-fee'
import { type LocaleCode, localeByCode } from '../i18n/locales'
import { splitLocalePath } from '../i18n/routing'
import { clientAddressFrom } from '../lib/client-address'
import { cookieName } from '../lib/cookie-names'
import { STORE_LOCATION_COOKIE } from '../lib/store-location'
import type { ApiClient } from './api-client.server'
import { type CallContext, sendApiRequest } from './api-request.server'
import { clearSessionCookies, readSessionCookies, writeSessionCookies } from './session-cookies.server'
import { isSharedRender } from './shared-render.server'

export const STORE_ID_COOKIE = cookieName('hc_store_id')

/** The shopper's address as the outermost trusted proxy saw it (TRUST_PROXY), else the socket's. */
export const requestClientAddress = () =>
  clientAddressFrom(getRequestHeader('x-forwarded-for'), getRequestIP(), env().TRUST_PROXY)

/** The header the browser's server-function calls name their page's locale in (src/start.ts). */
const PAGE_LOCALE_HEADER = 'x-page-locale'

/**
 * The language of the page a call is for, as the API's Accept-Language: the page's own address
 * while the server renders it, the page's locale when its browser calls a server function. The
 * API answers kitchens' own words in it when they wrote them (decision record 0104) and titles
 * its messages in it. Undefined for a server function called without it.
 */
function pageLocale(): LocaleCode | undefined {
  const named = getRequestHeader(PAGE_LOCALE_HEADER)
  if (named) return localeByCode(named)?.code
  const { pathname } = new URL(getRequest().url)
  return pathname.startsWith('/_serverFn/') ? undefined : splitLocalePath(pathname).locale.code
}

/**
 * The call context of the current web request: its httpOnly session and store cookies. A shared
 * page (decision 0101) calls as a visitor whoever asked: its answers are kept for everyone.
 */
export function requestCallContext(locale?: LocaleCode): CallContext {
  return {
    accessToken: isSharedRender() ? undefined : readSessionCookies().accessToken,
    storeId: getCookie(STORE_ID_COOKIE),
    // A cookie edited by hand into something else is dropped: the API would refuse the header.
    storeLocation: parseLocation(getCookie(STORE_LOCATION_COOKIE))
      ? getCookie(STORE_LOCATION_COOKIE)
      : undefined,
    // The API's rate limits and session list see the shopper, not this server.
    clientAddress: requestClientAddress(),
    userAgent: getRequestHeader('user-agent'),
    locale: locale ?? pageLocale(),
  }
}

/** One renewal per incoming request, however many calls of that request need the session. */
const renewals = new WeakMap<Request, Promise<string | undefined>>()

/**
 * The call context with a live access token when the shopper has a session: an access cookie
 * that has run out (6 hours) is renewed with the refresh cookie, which rotates. The root loader
 * reads the session and the cart in parallel: both wait for the same renewal, since a second
 * renewal with the same refresh token would look like theft (the API forgives that only for
 * 30 seconds). A refused refresh clears both cookies: the shopper is signed out.
 */
export async function sessionCallContext(client: ApiClient, locale?: LocaleCode): Promise<CallContext> {
  const context = requestCallContext(locale)
  const { refreshToken } = readSessionCookies()
  if (context.accessToken || !refreshToken || isSharedRender()) return context
  const request = getRequest()
  let renewal = renewals.get(request)
  if (!renewal) {
    renewal = renew(client, context, refreshToken)
    renewals.set(request, renewal)
  }
  const accessToken = await renewal
  return accessToken ? { ...context, accessToken } : context
}

async function renew(client: ApiClient, context: CallContext, refreshToken: string) {
  const renewed = await sendApiRequest(
    client,
    context,
    (api, options) => api.auth.session.refresh.$post({ json: { refreshToken } }, options),
    (body) => body.data,
  )
  if (renewed.errors === null) {
    writeSessionCookies(renewed.data)
    return renewed.data.accessToken
  }
  if (renewed.status === 401) clearSessionCookies()
  return undefined
}
