import * as v from 'valibot'
import type { ErrorCode } from '../i18n/error-messages'
import { NEIGHBOURHOODS } from '../lib/catalogue-lists'
import { insideNairobi } from '../lib/nairobi-bounds'
import { kenyanPhone } from '../lib/phone'
import { optionalText, trimmedText } from '../lib/schema-pieces'

/** The message ids of the address rules (their texts: src/i18n/error-messages.ts). */
export const ADDRESS_ERRORS = {
  label: 'address.label',
  neighbourhood: 'address.neighbourhood',
  building: 'address.building',
  floorAndDoor: 'address.floorAndDoor',
  landmark: 'address.landmark',
  directions: 'address.directions',
  phone: 'address.phone',
  pin: 'address.pin',
} as const satisfies Record<string, ErrorCode>

export const AddressInput = v.pipe(
  v.object({
    label: trimmedText(1, 40, ADDRESS_ERRORS.label),
    neighbourhood: v.picklist(NEIGHBOURHOODS, ADDRESS_ERRORS.neighbourhood),
    building: trimmedText(2, 120, ADDRESS_ERRORS.building),
    floorAndDoor: optionalText(60, ADDRESS_ERRORS.floorAndDoor),
    landmark: trimmedText(2, 120, ADDRESS_ERRORS.landmark),
    directions: optionalText(300, ADDRESS_ERRORS.directions),
    phone: kenyanPhone(ADDRESS_ERRORS.phone),
    lat: v.optional(v.nullable(v.number(ADDRESS_ERRORS.pin))),
    lng: v.optional(v.nullable(v.number(ADDRESS_ERRORS.pin))),
    isDefault: v.optional(v.boolean(), false),
  }),
  // partialCheck: the pin is checked even when other fields are wrong, so all errors show at once.
  v.forward(
    v.partialCheck(
      [['lat'], ['lng']],
      ({ lat, lng }) => {
        if (lat == null && lng == null) return true
        if (lat == null || lng == null) return false
        return insideNairobi(lat, lng)
      },
      ADDRESS_ERRORS.pin,
    ),
    ['lat'],
  ),
)

export type AddressValues = v.InferOutput<typeof AddressInput>

/** SPEC §7 list query: sortBy and order only when longer than one character, searchKeyword when not empty. */
export const ADDRESS_SORTS = ['label', 'neighbourhood', 'createdAt'] as const
