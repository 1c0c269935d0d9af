import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { coupons } from './catalog'

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
