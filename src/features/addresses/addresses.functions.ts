import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ADDRESS_SORTS } from '../../contracts/addresses.schemas'
import { NEIGHBOURHOODS } from '../../lib/catalogue-lists'
import { IdInput, positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

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
    return apiCall((api, o) => api.shop.locations.$get({ query }, o))
  })

const AddressFields = v.object({
  label: v.string(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  building: v.string(),
  floorAndDoor: v.optional(v.string()),
  landmark: v.string(),
  directions: v.optional(v.string()),
  phone: v.string(),
  // The pin, always sent as the form holds it: null takes it off.
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  isDefault: v.boolean(),
})

export const saveAddress = createServerFn({ method: 'POST' })
  .validator(v.object({ id: v.optional(positiveId()), address: AddressFields }))
  .handler(async ({ data }) => {
    const { id, address } = data
    return id === undefined
      ? apiCall((api, o) => api.shop.locations.$post({ json: address }, o))
      : apiCall((api, o) => api.shop.locations[':id'].$put({ param: { id: String(id) }, json: address }, o))
  })

export const removeAddress = createServerFn({ method: 'POST' })
  .validator(IdInput)
  .handler(async ({ data }) => {
    return apiCall((api, o) => api.shop.locations[':id'].$delete({ param: { id: String(data.id) } }, o))
  })
