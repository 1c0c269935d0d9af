import * as v from 'valibot'
import { KITCHEN_STEPS, ORDER_FULFILMENTS, ORDER_STATUSES, PAYMENT_METHODS } from '../lib/order-lists'
import { ChosenOption } from './catalogue.responses'
import { DeliverySlot } from './delivery-slots.responses'

/** The kitchen's board as the API answers it; the domain returns these types. */

export const KitchenRider = v.object({
  name: v.string(),
  phone: v.string(),
  /**
   * The rider's page, relative to the site (/rider/…): no account needed, one order only. Only the
   * answer that handed the order over carries it (the database keeps the link's hash); the rider
   * also gets it by SMS. null on the board afterwards: hand it over again for a new link.
   */
  link: v.nullable(v.string()),
  linkExpiresAt: v.string(),
  /** Delivery codes the link may still try before the kitchen must send a new one. */
  codeTriesLeft: v.number(),
})
export type KitchenRider = v.InferOutput<typeof KitchenRider>

export const KitchenOrder = v.object({
  id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  /** Delivered, or picked up by the shopper at the kitchen: then it goes from ready to collected, without a rider (decision record 0116). */
  fulfilment: v.picklist(ORDER_FULFILMENTS),
  /** What a coupon took off the shopper's total. */
  discountKes: v.number(),
  totalKes: v.number(),
  paidKes: v.number(),
  /** What the rider still collects (cash), 0 once paid, declined or cancelled. */
  dueKes: v.number(),
  /** The shopper's first name and initial. */
  customerName: v.string(),
  /** The shopper's phone, to call about the order. */
  customerPhone: v.string(),
  /** Where it goes; null for a picked-up order (the kitchen needs no shopper's address for it). */
  deliveryAddress: v.nullable(
    v.object({
      neighbourhood: v.string(),
      building: v.string(),
      floorAndDoor: v.nullable(v.string()),
      landmark: v.string(),
      directions: v.nullable(v.string()),
      phone: v.string(),
    }),
  ),
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
  /** A placed order's deadline to be accepted or declined (ISO); after it, it is declined for the kitchen. */
  answerBy: v.nullable(v.string()),
  /** The delivery slot the shopper chose, Nairobi time (record 0040); null: as soon as possible. */
  slot: v.nullable(DeliverySlot),
  statusReason: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The steps the kitchen may take from here (empty when the order is finished). */
  nextSteps: v.array(v.picklist(KITCHEN_STEPS)),
  /** The rider the order was handed to, and the link to send them (decision record 0111); null: the kitchen delivers. */
  rider: v.nullable(KitchenRider),
  /** Whether a rider may be handed the order now (accepted, not yet delivered). */
  canAssignRider: v.boolean(),
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
  /** The rider who took the order on its way or to the door; null: the kitchen itself. */
  riderName: v.nullable(v.string()),
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
