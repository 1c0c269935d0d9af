import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { providers } from './catalogue'

/**
 * A discount code a shopper applies to the cart (decision 0029). `uses` is taken in the checkout's
 * transaction by a conditional update (`uses < max_uses`), so the last use cannot be taken twice;
 * coupon_redemptions says who used it, for the per-shopper limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case; shoppers may type it in any case. */
    code: text('code').notNull(),
    /** For operators: the shopper sees a translated description built from the fields. */
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    amountOffKes: integer('amount_off_kes'),
    /** The subtotal (after offers, before delivery) it needs: the cart's, or its kitchen's. */
    minOrderKes: integer('min_order_kes').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    /** How many checkouts one shopper may use it for. */
    usesPerShopper: integer('uses_per_shopper').notNull().default(1),
    /** Only for a shopper's first order (none placed before that was not cancelled). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** One kitchen's coupon takes off only that kitchen's part; null: every kitchen. */
    kitchenId: integer('kitchen_id').references(() => providers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    // Exactly one kind of discount per coupon.
    check('coupons_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffKes} is null)`),
    check('coupons_percent_range', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check('coupons_amount_positive', sql`${t.amountOffKes} is null or ${t.amountOffKes} > 0`),
    check('coupons_uses_range', sql`${t.uses} between 0 and ${t.maxUses}`),
    check('coupons_per_shopper_positive', sql`${t.usesPerShopper} > 0`),
  ],
)

export type CouponRow = typeof coupons.$inferSelect

/**
 * A coupon used by a shopper's checkout: the per-shopper limit counts these rows, and an
 * unpaid checkout that expires gives its use back (the row goes, `coupons.uses` goes down).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: text('checkout_id').notNull(),
    discountKes: integer('discount_kes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_checkout_idx').on(t.checkoutId),
  ],
)
