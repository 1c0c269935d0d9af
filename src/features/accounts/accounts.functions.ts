import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { GENDERS } from '../../contracts/accounts.lists'
import { LOCALE_CODES } from '../../i18n/locales'
import type { ApiResult } from '../../lib/api-errors'
import { apiCall, authData } from '../../server/api-call.server'
import { clearSessionCookies, writeSessionCookies } from '../../server/session-cookies.server'
import type { Account } from './accounts.types'

// In its own module: the header's menu and the route guards need it on every page.
export { signOut } from './sign-out.functions'

// Inputs are checked loosely here and fully by the API, whose field errors the forms show.
const text = v.string()
const optionalText = v.optional(v.string())
const Tokens = v.object({ accessToken: v.string(), refreshToken: v.string() })
const WithLocale = { locale: v.optional(v.picklist(LOCALE_CODES)) }

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
    return keepSession(
      await apiCall((api, o) => api.auth.account.authenticate.$post({ json: data }, o), {
        as: 'visitor',
        unwrapData: authData,
      }),
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
      credential: v.object({ identifier: text, secret: optionalText }),
    }),
  )
  .handler(async ({ data: { locale, ...registration } }) => {
    return apiCall((api, o) => api.auth.account.register.$post({ json: registration }, o), {
      as: 'visitor',
      locale,
      unwrapData: authData,
    })
  })

export const requestVerification = createServerFn({ method: 'POST' })
  .validator(v.object({ ...WithLocale, identifier: text, pending: v.optional(v.boolean()) }))
  .handler(async ({ data: { locale, identifier, pending } }) => {
    // The identifier the account asked to change to gets its code in the account's own session.
    return apiCall((api, o) => api.auth.verification.request.$post({ json: { identifier } }, o), {
      as: pending ? 'shopper' : 'visitor',
      locale,
      unwrapData: authData,
    })
  })

/** Confirms the code; signed out, the API starts a session, which goes into the cookies. */
export const confirmVerification = createServerFn({ method: 'POST' })
  .validator(v.object({ token: text, identifier: optionalText }))
  .handler(async ({ data }): Promise<ApiResult<Account>> => {
    // Signed in (a changed identifier), the code is confirmed for the session's account.
    const result = await apiCall((api, o) => api.auth.verification.confirm.$post({ json: data }, o), {
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
    return apiCall((api, o) => api.auth.reset.request.$post({ json: { identifier } }, o), {
      as: 'visitor',
      locale,
      unwrapData: authData,
    })
  })

export const confirmReset = createServerFn({ method: 'POST' })
  .validator(v.object({ token: text, newPassword: text, confirmNewPassword: text }))
  .handler(async ({ data }) => {
    return apiCall((api, o) => api.auth.reset.confirm.$post({ json: data }, o), {
      as: 'visitor',
      unwrapData: authData,
    })
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
    apiCall((api, o) => api.auth.user.me.$put({ json: data }, o), { unwrapData: authData }),
  )

export const updateCredentials = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      ...WithLocale,
      currentPassword: optionalText,
      newIdentifier: optionalText,
      newPassword: optionalText,
      confirmNewPassword: optionalText,
    }),
  )
  .handler(async ({ data: { locale, ...change } }) => {
    // SPEC §5: the new identifier, password and confirmation only when not empty.
    const json = Object.fromEntries(Object.entries(change).filter(([, value]) => value)) as typeof change
    return apiCall((api, o) => api.auth.account.update.$put({ json }, o), {
      locale,
      unwrapData: authData,
    })
  })

export const exportMyData = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.auth.user.me.export.$get({}, o), { unwrapData: authData }),
)

export const deleteMyAccount = createServerFn({ method: 'POST' })
  .validator(v.object({ currentPassword: text }))
  .handler(async ({ data }) => {
    const result = await apiCall((api, o) => api.auth.user.me.$delete({ json: data }, o), {
      unwrapData: authData,
    })
    if (result.errors === null) clearSessionCookies()
    return result
  })

/** Development only: the outbox the API lists (404 in production). */
export const listOutbox = createServerFn({ method: 'GET' }).handler(async () => {
  return apiCall((api, o) => api.auth.dev.outbox.$get({}, o), { as: 'visitor', unwrapData: authData })
})

/** Which social sign-ins this storefront offers (each only when configured). */
export const signInOptions = createServerFn({ method: 'GET' }).handler(async () => {
  const { googleEnabled } = await import('../../server/google-oauth.server')
  return { google: googleEnabled() }
})
