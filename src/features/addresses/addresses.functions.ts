import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { AddressListInput } from '../../contracts/addresses.schemas'
import { NEIGHBOURHOODS } from '../../lib/catalogue-lists'
import { IdInput, positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** The API's list query, with SPEC §5's rule for what the web sends (contracts/addresses.schemas.ts). */
export const listAddresses = createServerFn({ method: 'GET' })
  .validator(AddressListInput)
  .handler(async ({ data: { page, sortBy, order, searchKeyword } }) => {
    const query = {
      page: String(page),
      perPage: '15',
      ...(sortBy ? { sortBy } : {}),
      ...(order ? { order } : {}),
      ...(searchKeyword ? { searchKeyword } : {}),
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
