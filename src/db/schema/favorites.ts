import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { items, providers } from './catalogue'

/** A kitchen or a meal the shopper saved; exactly one of the two per row. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_provider_key').on(t.userId, t.providerId),
    uniqueIndex('favorites_user_item_key').on(t.userId, t.itemId),
    index('favorites_user_idx').on(t.userId),
    check('favorites_one_target', sql`(${t.providerId} is null) <> (${t.itemId} is null)`),
  ],
)
