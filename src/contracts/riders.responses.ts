import * as v from 'valibot'
import { ORDER_STATUSES, PAYMENT_METHODS } from '../lib/order-lists'
import { DeliverySlot } from './delivery-slots.responses'

/** A place on the rider's way: where to go, how to find it, whom to call. */
const Stop = v.object({
  /** The kitchen's name, or the shopper's first name and initial. */
  name: v.string(),
  neighbourhood: v.string(),
  building: v.nullable(v.string()),
  floorAndDoor: v.nullable(v.string()),
  landmark: v.string(),
  directions: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** The pin, when known (a shopper's address may have none). */
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
})

/** One order as its rider's link shows it (decision record 0111): no prices but the cash to collect. */
export const RiderOrder = v.object({
  orderId: v.number(),
  status: v.picklist(ORDER_STATUSES),
  riderName: v.string(),
  linkExpiresAt: v.string(),
  readyBy: v.nullable(v.string()),
  slot: v.nullable(DeliverySlot),
  pickup: Stop,
  dropOff: Stop,
  items: v.array(v.object({ name: v.string(), quantity: v.number() })),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  /** Cash to collect at the door; 0 when paid by M-Pesa. */
  collectKes: v.number(),
  /** The kitchen made the order ready: the rider may say it is picked up. */
  canPickUp: v.boolean(),
  /** On its way: the rider may confirm delivery with the shopper's code. */
  canDeliver: v.boolean(),
  codeTriesLeft: v.number(),
})
export type RiderOrder = v.InferOutput<typeof RiderOrder>
