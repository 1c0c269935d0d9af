import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { providers } from './catalogue'

/**
 * Which kitchen an account with the `kitchen` role runs. A table rather than an owner column on
 * providers: a kitchen may have more than one account (the cook and a helper on the board), while
 * an account runs one kitchen (user_id is the key), so "my kitchen" is one lookup.
 */
export const kitchenMembers = pgTable(
  'kitchen_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kitchenId: integer('kitchen_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kitchen_members_kitchen_idx').on(t.kitchenId)],
)
