import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { items } from './catalogue'
import { coupons } from './coupons'
import { serviceEnum } from './enums'

/**
 * A shopper's cart for one service. A signed-in shopper's cart belongs to their account; a
 * visitor's is found by a random token (stored hashed) that the web keeps in an httpOnly cookie.
 * Carts live in the database so any instance of the app serves the same cart.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    service: serviceEnum('service').notNull().default('food'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    /** The coupon the shopper applied; checked again on every view and at checkout. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The kitchens (of those offering both) whose order the shopper picks up instead of having it delivered (decision record 0116). */
    pickupKitchenIds: integer('pickup_kitchen_ids').array().notNull().default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_service_key').on(t.userId, t.service),
    // One visitor token, one cart per service.
    uniqueIndex('carts_token_hash_service_key').on(t.tokenHash, t.service),
    check('carts_has_owner', sql`${t.userId} is not null or ${t.tokenHash} is not null`),
    // The scheduler's look for visitors' carts nobody can reach any more (decision record 0034).
    index('carts_visitor_updated_idx').on(t.updatedAt).where(sql`${t.userId} is null`),
  ],
)

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * The meal's chosen option choices, sorted (decision record 0041): the same meal with other
     * choices, or another note, is another line. Prices are not stored: they are read at view.
     */
    choiceIds: integer('choice_ids').array().notNull().default(sql`'{}'`),
    /** The shopper's note for this line ("no onions"); empty for none. */
    note: text('note').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.itemId, t.choiceIds, t.note] }),
    index('cart_items_item_idx').on(t.itemId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 50`),
    check('cart_items_note_length', sql`char_length(${t.note}) <= 200`),
  ],
)
