import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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

/**
 * A browser of a kitchen's account that asked for new orders by Web Push (decision record 0114):
 * the push service's endpoint and the browser's keys, as PushSubscription.toJSON() gives them.
 * The endpoint is the key: it names one browser, so signing in there as another account moves
 * it. The kitchen is read through kitchen_members when an order comes, never stored twice.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The board's language when it subscribed: the alert is written in it. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed sends in a row (the push service down, not gone): dropped after a few. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)
