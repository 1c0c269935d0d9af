import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { items } from './catalogue'

/**
 * Portions of a meal sold for one Nairobi delivery day, against the meal's daily_portions.
 * Its own table, not a column of `items`: every write to `items` bumps the catalogue version
 * (migration 0008) and would serialise every order on that one row (decision record 0017).
 * A checkout adds to `sold` with a conditional upsert; a cancelled order takes its portions back.
 */
export const portionSales = pgTable(
  'portion_sales',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The Nairobi calendar day the portions are delivered on. */
    day: date('day', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull().default(0),
    /** The cook's own count for this day (the menu editor's "today's portions", or "sold out now"); null: the meal's daily_portions. */
    portions: integer('portions'),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.day] }),
    check('portion_sales_sold_non_negative', sql`${t.sold} >= 0`),
    check('portion_sales_portions_non_negative', sql`${t.portions} is null or ${t.portions} >= 0`),
  ],
)

export type PortionSaleRow = typeof portionSales.$inferSelect
