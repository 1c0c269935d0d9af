import * as v from 'valibot'
import { KITCHEN_STEPS, ORDER_STATUSES, PAYMENT_METHODS } from '../lib/order-lists'
import { ChosenOption } from './catalogue.responses'
import { DeliverySlot } from './delivery-slots.responses'

/** The kitchen's board as the API answers it; the domain returns these types. */

export const KitchenOrder = v.object({
  id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  /** What a coupon took off the shopper's total. */
  discountKes: v.number(),
  totalKes: v.number(),
  paidKes: v.number(),
  /** What the rider still collects (cash), 0 once paid, declined or cancelled. */
  dueKes: v.number(),
  /** The shopper's first name and initial. */
  customerName: v.string(),
  deliveryAddress: v.object({
    neighbourhood: v.string(),
    building: v.string(),
    floorAndDoor: v.nullable(v.string()),
    landmark: v.string(),
    directions: v.nullable(v.string()),
    phone: v.string(),
  }),
  note: v.nullable(v.string()),
  items: v.array(
    v.object({
      name: v.string(),
      quantity: v.number(),
      note: v.nullable(v.string()),
      /** The options the shopper chose (names as when ordered). */
      options: v.array(ChosenOption),
    }),
  ),
  readyBy: v.nullable(v.string()),
  /** The delivery slot the shopper chose, Nairobi time (record 0040); null: as soon as possible. */
  slot: v.nullable(DeliverySlot),
  statusReason: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The steps the kitchen may take from here (empty when the order is finished). */
  nextSteps: v.array(v.picklist(KITCHEN_STEPS)),
})
export type KitchenOrder = v.InferOutput<typeof KitchenOrder>

export const KitchenBoard = v.object({
  kitchen: v.object({ id: v.number(), name: v.string() }),
  items: v.array(KitchenOrder),
  /** Open the event stream after this id (GET /api/kitchen/events?after=). */
  lastEventId: v.number(),
})
export type KitchenBoard = v.InferOutput<typeof KitchenBoard>

/** One event of an order's life, as the event streams carry it (the SSE `data` of `event: order`). */
export const OrderEvent = v.object({
  id: v.number(),
  orderId: v.number(),
  status: v.picklist(ORDER_STATUSES),
  at: v.string(),
  readyBy: v.nullable(v.string()),
  reason: v.nullable(v.string()),
})
export type OrderEvent = v.InferOutput<typeof OrderEvent>

/** Where a stream starts: after this event id (a reconnecting EventSource sends Last-Event-ID instead). */
export const EventsQuery = v.object({
  after: v.optional(
    v.pipe(
      v.string('input.lastEventId'),
      v.regex(/^\d{1,10}$/, 'input.lastEventId'),
      v.transform(Number),
      v.maxValue(2_147_483_647, 'input.lastEventId'),
    ),
  ),
})
