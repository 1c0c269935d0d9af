import * as v from 'valibot'
import { NEIGHBOURHOODS } from '../lib/catalogue-lists'
import { pageOf } from './common.responses'

/** The delivery addresses as the API answers them. */

export const Address = v.object({
  id: v.number(),
  label: v.string(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  building: v.string(),
  floorAndDoor: v.nullable(v.string()),
  landmark: v.string(),
  directions: v.nullable(v.string()),
  phone: v.string(),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  isDefault: v.boolean(),
  createdAt: v.string(),
})
export type Address = v.InferOutput<typeof Address>

export const AddressPage = pageOf(Address)
export type AddressPage = v.InferOutput<typeof AddressPage>
