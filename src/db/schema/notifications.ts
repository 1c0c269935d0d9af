import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * The header's notification centre (decision 0036; SPEC §3: img, title, date, id, link), one
 * row per account and event. The title is kept as a message id and its values, never as text:
 * it is translated when read, in the reader's language (accounts store no language).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened: 'order.accepted', 'payment.paid', 'application.approved'… */
    kind: text('kind').notNull(),
    /** The Lingui message id of the title (src/domain/notifications/notification-titles.ts). */
    titleId: text('title_id').notNull(),
    titleValues: jsonb('title_values').$type<Record<string, string | number>>().notNull().default({}),
    img: text('img'),
    /** A path of the site without its locale prefix: the web adds the reader's. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_id_idx').on(t.userId, t.id)],
)

export type NotificationRow = typeof notifications.$inferSelect
