import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { items, providers } from './catalog'
import { orderStatusEnum, paymentMethodEnum, paymentStatusEnum, serviceEnum } from './enums'

/** Where the order goes, copied at checkout: editing the address book later must not move an order. */
export type DeliveryAddress = {
  label: string
  neighbourhood: string
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
    subtotalKes: integer('subtotal_kes').notNull(),
    deliveryFeeKes: integer('delivery_fee_kes').notNull(),
    totalKes: integer('total_kes').notNull(),
    /** What has been paid for this order: its share of an M-Pesa payment, or the cash on delivery. */
    paidKes: integer('paid_kes').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    check('orders_total_adds_up', sql`${t.totalKes} = ${t.subtotalKes} + ${t.deliveryFeeKes}`),
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
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
)

/**
 * One attempt to pay a checkout. An M-Pesa attempt is keyed by Daraja's CheckoutRequestID
 * (the callback carries nothing else of ours); a failed attempt can be followed by another.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    /** Cash is collected per order (each kitchen's rider); an M-Pesa attempt pays the checkout. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull(),
    amountKes: integer('amount_kes').notNull(),
    phone: text('phone'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    receipt: text('receipt'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** Why support must look at it (an amount that does not match, money for cancelled orders). */
    discrepancy: text('discrepancy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_checkout_request_key').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_key').on(t.receipt),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_checkout_idx').on(t.checkoutId),
    // At most one prompt waits per checkout: parallel retries cannot charge twice.
    uniqueIndex('payments_one_pending_per_checkout').on(t.checkoutId).where(sql`${t.status} = 'pending'`),
    check('payments_amount_positive', sql`${t.amountKes} > 0`),
  ],
)

export type OrderRow = typeof orders.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
