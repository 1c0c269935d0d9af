import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ADDRESS_SORTS } from '../../lib/address-schema'
import { NEIGHBOURHOODS } from '../../lib/catalog-lists'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { sessionCallContext } from '../../server/request-context.server'
import { clearSessionCookies } from '../../server/session-cookies.server'

async function signedInCall() {
  const client = await apiClient()
  return { client, context: await sessionCallContext(client) }
}

/** SPEC §4: a 401 while a token is held signs the shopper out. */
function signOutOn401<R extends { status: number }>(result: R, hadToken: boolean): R {
  if (result.status === 401 && hadToken) clearSessionCookies()
  return result
}

export const listAddresses = createServerFn({ method: 'GET' })
  .validator(
    v.object({
      page: v.optional(v.number(), 1),
      sortBy: v.optional(v.string()),
      order: v.optional(v.string()),
      searchKeyword: v.optional(v.string()),
    }),
  )
  .handler(async ({ data }) => {
    const { client, context } = await signedInCall()
    // SPEC §5: sortBy and order only when the trimmed text is longer than one character; the keyword when not empty.
    const sortBy = ADDRESS_SORTS.find((s) => s === data.sortBy?.trim())
    const order = (['asc', 'desc'] as const).find((o) => o === data.order?.trim())
    const query = {
      page: String(data.page),
      perPage: '15',
      ...(sortBy ? { sortBy } : {}),
      ...(order ? { order } : {}),
      ...(data.searchKeyword?.trim() ? { searchKeyword: data.searchKeyword.trim() } : {}),
    }
    const result = await callApi(client, context, (api, o) => api.shop.locations.$get({ query }, o))
    return signOutOn401(result, Boolean(context.accessToken))
  })

const AddressFields = v.object({
  label: v.string(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  building: v.string(),
  floorAndDoor: v.optional(v.string()),
  landmark: v.string(),
  directions: v.optional(v.string()),
  phone: v.string(),
  isDefault: v.boolean(),
})

export const saveAddress = createServerFn({ method: 'POST' })
  .validator(
    v.object({ id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), address: AddressFields }),
  )
  .handler(async ({ data }) => {
    const { client, context } = await signedInCall()
    const result =
      data.id === undefined
        ? await callApi(client, context, (api, o) => api.shop.locations.$post({ json: data.address }, o))
        : await callApi(client, context, (api, o) =>
            api.shop.locations[':id'].$put({ param: { id: String(data.id) }, json: data.address }, o),
          )
    return signOutOn401(result, Boolean(context.accessToken))
  })

export const removeAddress = createServerFn({ method: 'POST' })
  .validator(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(async ({ data }) => {
    const { client, context } = await signedInCall()
    const result = await callApi(client, context, (api, o) =>
      api.shop.locations[':id'].$delete({ param: { id: String(data.id) } }, o),
    )
    return signOutOn401(result, Boolean(context.accessToken))
  })
