import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { apiCall, authData } from '../../server/api-call.server'
import { clearSessionCookies } from '../../server/session-cookies.server'

/** Ends this session (or every one) at the API, and always clears this browser's cookies. */
export const signOut = createServerFn({ method: 'POST' })
  .validator(v.object({ all: v.boolean() }))
  .handler(async ({ data }) => {
    const result = await apiCall(
      (api, o) => api.auth.session.logout.$delete({ query: data.all ? { all: 'true' } : {} }, o),
      { unwrapData: authData, whenSignedOut: { data: { signedOut: 0 }, errors: null, status: 200 } },
    )
    clearSessionCookies()
    return { signedOut: result.data?.signedOut ?? 0 }
  })
