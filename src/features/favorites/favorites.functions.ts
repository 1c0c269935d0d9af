import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { sessionCallContext } from '../../server/request-context.server'
import { clearSessionCookies } from '../../server/session-cookies.server'

async function signedInCall() {
  const client = await apiClient()
  return { client, context: await sessionCallContext(client) }
}

/** The saved kitchens and meals; a visitor has none (no API call without a session). */
export const getFavorites = createServerFn({ method: 'GET' }).handler(async () => {
  const { client, context } = await signedInCall()
  if (!context.accessToken) return { data: { kitchens: [], meals: [] }, errors: null, status: 200 }
  const result = await callApi(client, context, (api, o) => api.shop.favorites.$get({}, o))
  if (result.status === 401) clearSessionCookies()
  return result
})

export const toggleFavorite = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      kind: v.picklist(['kitchens', 'meals']),
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      saved: v.boolean(),
    }),
  )
  .handler(async ({ data }) => {
    const { client, context } = await signedInCall()
    const param = { kind: data.kind, id: String(data.id) }
    const result = data.saved
      ? await callApi(client, context, (api, o) => api.shop.favorites[':kind'][':id'].$put({ param }, o))
      : await callApi(client, context, (api, o) => api.shop.favorites[':kind'][':id'].$delete({ param }, o))
    if (result.status === 401 && context.accessToken) clearSessionCookies()
    return result
  })
