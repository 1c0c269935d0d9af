import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'

/**
 * One client request sent with an `Idempotency-Key` header (POST /api/orders, a payment
 * retry), per user: the hash of what was asked and, once answered, the status and body to
 * answer again to a repeat. `status` null: still running. Keys live 24 hours (decision 0018).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, path and canonical JSON body: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The checkout a run committed, written in the checkout's own transaction: a run that died
     * after committing (a killed instance) is resumed from it, never run a second time.
     */
    checkoutId: text('checkout_id'),
    /** When the request that runs it started; one that died long ago can be taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect
