import { sql } from 'drizzle-orm'
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Neighbourhood } from '../../lib/catalogue-lists'
import type { CancelReason } from '../../lib/order-lists'
import { users } from './accounts'
import { items, providers } from './catalogue'
import { orderFulfilmentEnum, orderStatusEnum, paymentMethodEnum, serviceEnum } from './enums'
import type { OrderLineOption } from './meal-options'

/** Where the order goes, copied at checkout: editing the address book later must not move an order. */
export type DeliveryAddress = {
  label: string
  /** Copied from the address's enum column, so one of the neighbourhoods the contract lists. */
  neighbourhood: Neighbourhood
  building: string
  floorAndDoor: string | null
  landmark: string
  directions: string | null
  phone: string
  lat: number | null
  lng: number | null
}

/**
 * One kitchen's part of a checkout. A cart with meals from two kitchens becomes two orders
 * sharing a checkout id, paid together by one M-Pesa prompt. Money is integer shillings.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kitchenId: integer('kitchen_id')
      .notNull()
      .references(() => providers.id),
    service: serviceEnum('service').notNull().default('food'),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    /** Delivered, or picked up at the kitchen: then no fee, no rider and no "on the way" (decision record 0116). */
    fulfilment: orderFulfilmentEnum('fulfilment').notNull().default('delivery'),
    subtotalKes: integer('subtotal_kes').notNull(),
    deliveryFeeKes: integer('delivery_fee_kes').notNull(),
    /**
     * The straight-line km from the kitchen to the address and the minutes promised (prep plus
     * the ride) when the order was placed; null for orders placed before fees went by distance.
     */
    deliveryDistanceKm: doublePrecision('delivery_distance_km'),
    etaMinutes: integer('eta_minutes'),
    /** What a coupon took off this order's subtotal (its share of the checkout's discount). */
    discountKes: integer('discount_kes').notNull().default(0),
    couponCode: text('coupon_code'),
    /**
     * The part of discountKes HomeCooked pays (a coupon for every kitchen): the kitchen is paid as
     * if it had not been taken off. A kitchen's own coupon comes off its food (decision 0109).
     */
    homecookedDiscountKes: integer('homecooked_discount_kes').notNull().default(0),
    /** The kitchen's commission rate when the order was placed, in basis points (decision 0109). */
    commissionBp: integer('commission_bp').notNull(),
    /** That rate of the kitchen's food (subtotal less its own coupon), rounded half up to the shilling. */
    commissionKes: integer('commission_kes').notNull(),
    totalKes: integer('total_kes').notNull(),
    /** What has been paid for this order: its share of an M-Pesa payment, or the cash on delivery. */
    paidKes: integer('paid_kes').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    note: text('note'),
    /**
     * When the order reached the kitchen (placed: at a cash checkout, or when its M-Pesa payment
     * came), kept by a trigger (migration 0039): the kitchen's time to answer runs from it.
     */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /** When the cook was sent an SMS about this order waiting for an answer (once). */
    kitchenAlertedAt: timestamp('kitchen_alerted_at', { withTimezone: true }),
    /** When the kitchen's subscribed browsers were sent this new order by Web Push (once). */
    kitchenPushedAt: timestamp('kitchen_pushed_at', { withTimezone: true }),
    /** When the kitchen said it will be ready, set as it accepts. */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** Why the order stopped: the kitchen's reason for declining it. */
    statusReason: text('status_reason'),
    /**
     * The Nairobi day the order is delivered on: its portions are counted against that day
     * (portion_sales) and given back to it when the order is cancelled. Null for orders placed
     * before portions were counted: they hold none.
     */
    deliveryDay: date('delivery_day', { mode: 'string' }),
    /**
     * The start of the 30-minute delivery slot the shopper chose (its day is delivery_day); null:
     * as soon as possible (decision record 0040).
     */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    /** Why a cancelled order was cancelled: by the shopper, or not paid in time (the expiry sweep). */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /**
     * The 4 digits the shopper gives the rider at the door, drawn when the order is written
     * (decision record 0111): only the shopper's order page shows them, never the kitchen's board.
     */
    deliveryCode: text('delivery_code')
      .notNull()
      .default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    /** The rider the kitchen handed the order to, and the sha256 of its link's secret (as every token here); null: the kitchen delivers it. */
    riderName: text('rider_name'),
    riderPhone: text('rider_phone'),
    riderTokenHash: text('rider_token_hash'),
    riderLinkExpiresAt: timestamp('rider_link_expires_at', { withTimezone: true }),
    /** Delivery codes tried on the current rider link, right or wrong: a few at most (brute force). */
    riderCodeTries: integer('rider_code_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    // A kitchen's orders by the day they are delivered on: its board and its earnings.
    index('orders_kitchen_day_idx').on(t.kitchenId, t.deliveryDay),
    // The few orders waiting for their kitchen's answer: the unanswered-orders sweep reads them.
    index('orders_waiting_idx').on(t.placedAt).where(sql`${t.status} = 'placed'`),
    // A rider's link finds its order by the secret it carries.
    uniqueIndex('orders_rider_token_idx').on(t.riderTokenHash).where(sql`${t.riderTokenHash} is not null`),
    check(
      'orders_rider_whole',
      sql`(${t.riderName} is null) = (${t.riderPhone} is null) and (${t.riderName} is null) = (${t.riderTokenHash} is null) and (${t.riderName} is null) = (${t.riderLinkExpiresAt} is null)`,
    ),
    // A picked-up order has no delivery to charge for, and nobody carries it (decision record 0116).
    check(
      'orders_pickup_without_delivery',
      sql`${t.fulfilment} = 'delivery' or (${t.deliveryFeeKes} = 0 and ${t.riderName} is null and ${t.status} <> 'on-the-way')`,
    ),
    check('orders_delivery_code_digits', sql`${t.deliveryCode} ~ '^[0-9]{4}$'`),
    check(
      'orders_total_adds_up',
      sql`${t.totalKes} = ${t.subtotalKes} + ${t.deliveryFeeKes} - ${t.discountKes}`,
    ),
    check('orders_discount_range', sql`${t.discountKes} between 0 and ${t.subtotalKes}`),
    check('orders_homecooked_discount_range', sql`${t.homecookedDiscountKes} between 0 and ${t.discountKes}`),
    check('orders_commission_range', sql`${t.commissionKes} between 0 and ${t.subtotalKes}`),
    check('orders_paid_range', sql`${t.paidKes} between 0 and ${t.totalKes}`),
  ],
)

/** What was ordered, with the name and price at the time (menus change). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** What was charged per portion: the menu price less a live offer. */
    unitPriceKes: integer('unit_price_kes').notNull(),
    /** The menu price at the time; above unitPriceKes when an offer applied. */
    listPriceKes: integer('list_price_kes').notNull(),
    quantity: integer('quantity').notNull(),
    /** The shopper's note for this line ("no chilli"). */
    note: text('note'),
    /** The options chosen, with their names and price differences at the time (record 0041). */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
)

export type OrderRow = typeof orders.$inferSelect

/**
 * Every status an order reached, with when and why: the shopper's timeline, and the live
 * streams' cursor (an event's id is its SSE id, so a dropped stream resumes after the last id it
 * got). Rows are written by a trigger on orders (migration 0010), whoever changes the status:
 * checkout, a payment's callback, the shopper's cancel or the kitchen; the trigger also
 * notifies the `order_events` channel, which every app instance listens to.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Copied from the order so that a kitchen's or a shopper's stream reads its events by index. */
    kitchenId: integer('kitchen_id').notNull(),
    userId: integer('user_id').notNull(),
    status: orderStatusEnum('status').notNull(),
    readyBy: timestamp('ready_by', { withTimezone: true }),
    reason: text('reason'),
    /** The rider who took the step (picked up: on-the-way, or delivered), copied by the trigger. */
    riderName: text('rider_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    index('order_events_kitchen_idx').on(t.kitchenId, t.id),
  ],
)

export type OrderEventRow = typeof orderEvents.$inferSelect
