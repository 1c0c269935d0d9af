import * as v from 'valibot'
import { NEIGHBOURHOODS } from './catalog-lists'
import { kenyanPhone } from './phone'

/** The English field errors of the address form; the web shows each in the shopper's language. */
export const ADDRESS_ERRORS = {
  label: 'Please name this address, e.g. Home or Work (1 to 40 characters)',
  neighbourhood: 'Please choose the area',
  building: 'Please enter the estate, building or house (2 to 120 characters)',
  floorAndDoor: 'At most 60 characters',
  landmark: 'Please enter a landmark the rider can ask for (2 to 120 characters)',
  directions: 'At most 300 characters',
  phone: 'Please enter a Kenyan mobile number such as 0712 345 678',
  pin: 'The map pin must be inside Nairobi',
} as const

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message))

const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((s) => s || undefined),
    ),
  )

/** Roughly Nairobi and its commuter towns: a pin outside is a mistake. */
const NAIROBI = { south: -1.6, north: -0.9, west: 36.5, east: 37.3 }

export const AddressInput = v.pipe(
  v.object({
    label: text(1, 40, ADDRESS_ERRORS.label),
    neighbourhood: v.picklist(NEIGHBOURHOODS, ADDRESS_ERRORS.neighbourhood),
    building: text(2, 120, ADDRESS_ERRORS.building),
    floorAndDoor: optionalText(60, ADDRESS_ERRORS.floorAndDoor),
    landmark: text(2, 120, ADDRESS_ERRORS.landmark),
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
        return lat >= NAIROBI.south && lat <= NAIROBI.north && lng >= NAIROBI.west && lng <= NAIROBI.east
      },
      ADDRESS_ERRORS.pin,
    ),
    ['lat'],
  ),
)

export type AddressValues = v.InferOutput<typeof AddressInput>

/** SPEC §7 list query: sortBy and order only when longer than one character, searchKeyword when not empty. */
export const ADDRESS_SORTS = ['label', 'neighbourhood', 'createdAt'] as const
