import * as v from 'valibot'
import { kenyanPhone } from '../lib/phone'
import { positiveId } from '../lib/schema-pieces'

/** The rider a kitchen hands an order to (decision record 0111): a name and a Kenyan mobile. */
export const RiderInput = v.object({
  name: v.pipe(v.string('rider.name'), v.trim(), v.minLength(2, 'rider.name'), v.maxLength(60, 'rider.name')),
  phone: kenyanPhone('rider.phone'),
})
export type RiderInput = v.InferInput<typeof RiderInput>

export const AssignRiderInput = v.object({ id: positiveId('input.id'), rider: RiderInput })

/** The link's secret: 22 base64url characters (128 bits). */
export const RiderToken = v.object({
  token: v.pipe(v.string('rider.link'), v.regex(/^[\w-]{22}$/, 'rider.link')),
})

/** The 4 digits the shopper gives the rider at the door. */
export const DeliveryCodeInput = v.object({
  code: v.pipe(v.string('rider.code'), v.trim(), v.regex(/^[0-9]{4}$/, 'rider.code')),
})

export const RiderDeliveryInput = v.object({ ...RiderToken.entries, ...DeliveryCodeInput.entries })
