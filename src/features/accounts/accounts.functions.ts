import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LOCALE_CODES, type LocaleCode } from '../../i18n/locales'
import { GENDERS } from '../../lib/account-lists'
import type { ApiResult } from '../../lib/api-errors'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { requestCallContext, sessionCallContext } from '../../server/request-context.server'
import { clearSessionCookies, writeSessionCookies } from '../../server/session-cookies.server'
import { authData, signedInApiCall } from '../../server/signed-in-call.server'
import type { Account } from './accounts.types'

// Inputs are checked loosely here and fully by the API, whose field errors the forms show.
const text = v.string()
const optionalText = v.optional(v.string())
const Tokens = v.object({ accessToken: v.string(), refreshToken: v.string() })
const WithLocale = { locale: v.optional(v.picklist(LOCALE_CODES)) }

async function session() {
  const client = await apiClient()
  return { client, context: await sessionCallContext(client) }
}

/**
 * For the calls a visitor makes (sign in, register, codes, resets): the request's context as
 * it is, without renewing a session first (that would rotate the refresh token for nothing).
 */
async function visitorCall(locale?: LocaleCode) {
  return { client: await apiClient(), context: requestCallContext(locale) }
}

/** Keeps the tokens in httpOnly cookies and hands the browser only the account. */
function keepSession<T extends Account & { accessToken: string; refreshToken: string }>(
  result: ApiResult<T>,
): ApiResult<Account> {
  if (result.errors !== null) return result
  writeSessionCookies(result.data)
  return { ...result, data: { user: result.data.user, credential: result.data.credential } }
}

export const signIn = createServerFn({ method: 'POST' })
  .validator(v.object({ identifier: text, secret: text }))
  .handler(async ({ data }) => {
    const { client, context } = await visitorCall()
    return keepSession(
      await callApi(
        client,
        context,
        (api, o) => api.auth.account.authenticate.$post({ json: data }, o),
        authData,
      ),
    )
  })

export const register = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      ...WithLocale,
      name: text,
      surname: text,
      email: optionalText,
      phone: optionalText,
      credential: v.object({ identifier: text, secret: text }),
    }),
  )
  .handler(async ({ data: { locale, ...registration } }) => {
    const { client, context } = await visitorCall(locale)
    return callApi(
      client,
      context,
      (api, o) => api.auth.account.register.$post({ json: registration }, o),
      authData,
    )
  })

export const requestVerification = createServerFn({ method: 'POST' })
  .validator(v.object({ ...WithLocale, identifier: text }))
  .handler(async ({ data: { locale, identifier } }) => {
    const { client, context } = await visitorCall(locale)
    return callApi(
      client,
      context,
      (api, o) => api.auth.verification.request.$post({ json: { identifier } }, o),
      authData,
    )
  })

/** Confirms the code; signed out, the API starts a session, which goes into the cookies. */
export const confirmVerification = createServerFn({ method: 'POST' })
  .validator(v.object({ token: text, identifier: optionalText }))
  .handler(async ({ data }): Promise<ApiResult<Account>> => {
    // Signed in (a changed identifier), the code is confirmed for the session's account.
    const result = await signedInApiCall((api, o) => api.auth.verification.confirm.$post({ json: data }, o), {
      unwrapData: authData,
    })
    if (result.errors !== null) return result
    const confirmed = result.data
    const tokens = v.safeParse(Tokens, confirmed)
    if (tokens.success) writeSessionCookies(tokens.output)
    return { ...result, data: { user: confirmed.user, credential: confirmed.credential } }
  })

export const requestReset = createServerFn({ method: 'POST' })
  .validator(v.object({ ...WithLocale, identifier: text }))
  .handler(async ({ data: { locale, identifier } }) => {
    const { client, context } = await visitorCall(locale)
    return callApi(
      client,
      context,
      (api, o) => api.auth.reset.request.$post({ json: { identifier } }, o),
      authData,
    )
  })

export const confirmReset = createServerFn({ method: 'POST' })
  .validator(v.object({ token: text, newPassword: text, confirmNewPassword: text }))
  .handler(async ({ data }) => {
    const { client, context } = await visitorCall()
    return callApi(client, context, (api, o) => api.auth.reset.confirm.$post({ json: data }, o), authData)
  })

export const updateProfile = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      name: text,
      surname: text,
      email: optionalText,
      phone: optionalText,
      gender: v.optional(v.picklist(['', ...GENDERS])),
      bio: optionalText,
      dateOfBirth: optionalText,
    }),
  )
  .handler(async ({ data }) =>
    signedInApiCall((api, o) => api.auth.user.me.$put({ json: data }, o), { unwrapData: authData }),
  )

export const updateCredentials = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      ...WithLocale,
      currentPassword: text,
      newIdentifier: optionalText,
      newPassword: optionalText,
      confirmNewPassword: optionalText,
    }),
  )
  .handler(async ({ data: { locale, ...change } }) => {
    // SPEC §5: the new identifier, password and confirmation only when not empty.
    const json = Object.fromEntries(Object.entries(change).filter(([, value]) => value)) as typeof change
    return signedInApiCall((api, o) => api.auth.account.update.$put({ json }, o), {
      locale,
      unwrapData: authData,
    })
  })

/** Ends this session (or every one) at the API, and always clears this browser's cookies. */
export const signOut = createServerFn({ method: 'POST' })
  .validator(v.object({ all: v.boolean() }))
  .handler(async ({ data }) => {
    const { client, context } = await session()
    const result = context.accessToken
      ? await callApi(
          client,
          context,
          (api, o) => api.auth.session.logout.$delete({ query: data.all ? { all: 'true' } : {} }, o),
          authData,
        )
      : null
    clearSessionCookies()
    return { signedOut: result?.data?.signedOut ?? 0 }
  })

export const exportMyData = createServerFn({ method: 'GET' }).handler(async () =>
  signedInApiCall((api, o) => api.auth.user.me.export.$get({}, o), { unwrapData: authData }),
)

export const deleteMyAccount = createServerFn({ method: 'POST' })
  .validator(v.object({ currentPassword: text }))
  .handler(async ({ data }) => {
    const result = await signedInApiCall((api, o) => api.auth.user.me.$delete({ json: data }, o), {
      unwrapData: authData,
    })
    if (result.errors === null) clearSessionCookies()
    return result
  })

/** Development only: the outbox the API lists (404 in production). */
export const listOutbox = createServerFn({ method: 'GET' }).handler(async () => {
  const { client, context } = await visitorCall()
  return callApi(client, context, (api, o) => api.auth.dev.outbox.$get({}, o), authData)
})

/** Which social sign-ins this storefront offers (each only when configured). */
export const signInOptions = createServerFn({ method: 'GET' }).handler(async () => {
  const { googleEnabled } = await import('../../server/google-oauth.server')
  return { google: googleEnabled() }
})
