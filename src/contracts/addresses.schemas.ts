import * as v from 'valibot'
import { DEFAULT_ORDER } from '../config/constants'
import type { ErrorCode } from '../i18n/error-messages'
import { NEIGHBOURHOODS } from '../lib/catalogue-lists'
import { insideNairobi } from '../lib/nairobi-bounds'
import { kenyanPhone } from '../lib/phone'
import { optionalText, trimmedText } from '../lib/schema-pieces'
import { pageQuery, searchKeyword } from './common.responses'
import { PageInput } from './common.schemas'

/** The message ids of the address rules (their texts: src/i18n/error-messages.ts). */
const ADDRESS_ERRORS = {
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

/** What the list is filtered and sorted by, the same in the URL and in a server function's input. */
const addressListEntries = {
  sortBy: v.optional(v.picklist(ADDRESS_SORTS, 'addresses.sortBy')),
  order: v.optional(v.picklist(['asc', 'desc'], 'input.order'), DEFAULT_ORDER),
  searchKeyword,
}

/** GET /api/locations: SPEC §7's query (page, perPage, sortBy, order, searchKeyword). */
export const AddressListQuery = v.object({ ...pageQuery.entries, ...addressListEntries })

/**
 * SPEC §5: the web sends sortBy and order only when the trimmed text is longer than one character,
 * and searchKeyword only when it is not empty; anything shorter counts as not given.
 */
const sentWhenLongerThan = <T extends v.GenericSchema<string | undefined, unknown>>(
  length: number,
  rule: T,
) =>
  v.pipe(
    v.optional(v.string()),
    v.transform((text) => (text !== undefined && text.trim().length > length ? text.trim() : undefined)),
    rule,
  )

/**
 * The web's list of addresses (features/addresses): the API's query with paging as numbers
 * (contracts/common.schemas.ts) and SPEC §5's rule for the text fields, then the API's own rules.
 */
export const AddressListInput = v.object({
  page: PageInput.entries.page,
  sortBy: sentWhenLongerThan(1, addressListEntries.sortBy),
  order: sentWhenLongerThan(1, addressListEntries.order),
  searchKeyword: sentWhenLongerThan(0, addressListEntries.searchKeyword),
})
