import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'

/** How far back "most ordered" looks: what a kitchen or a meal sold lately, not in all time. */
const RECENT_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The ids a statement's RETURNING answered, whichever driver ran it. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows.length

/**
 * Keeps the "most ordered" sort keys (decision 0117): each kitchen's orders and each meal's
 * portions of the last 30 days that were not cancelled or left unpaid, in their rows, where the
 * lists' popularity order reads them through an index. Counted at each read, they cost a count
 * per kitchen or meal of the whole catalogue. Only rows whose count changed are written: those
 * with recent orders, and those whose last orders aged out. The rows are locked in id order
 * before they are written, the order every kept key's trigger takes them in, so the sweep and a
 * menu change never wait for each other in a circle. Its own transactions say they rewrite sort
 * keys alone, so no new catalogue version is announced (migration 0046). Answers how many
 * kitchens and meals changed.
 */
export async function keepPopularity(db: Db, now = new Date()): Promise<{ kitchens: number; meals: number }> {
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS)
  const counted = sql`o.status not in ('awaiting-payment', 'cancelled') and o.created_at > ${since}`
  const kitchens = await keepCounts(
    db,
    { table: providers, id: providers.id, count: providers.recentOrders },
    sql`select o.kitchen_id as id, count(*)::int as n from orders o where ${counted} group by o.kitchen_id`,
  )
  const meals = await keepCounts(
    db,
    { table: items, id: items.id, count: items.recentPortions },
    sql`select oi.item_id as id, sum(oi.quantity)::int as n from order_items oi join orders o on o.id = oi.order_id
        where ${counted} and oi.item_id is not null group by oi.item_id`,
  )
  return { kitchens, meals }
}

/**
 * Writes `counts` (rows of id and n) into the table's count column where it differs, and 0 where
 * a row holds a count `counts` no longer has; answers how many rows changed. In a transaction
 * of its own that says it rewrites sort keys alone.
 */
async function keepCounts(
  db: Db,
  kept: { table: typeof providers | typeof items; id: AnyColumn; count: AnyColumn },
  counts: SQL,
): Promise<number> {
  const { table, id, count } = kept
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local homecooked.popularity_sweep = 'on'`)
    return rowsOf(
      await tx.execute(sql`
        with counted as (${counts}), changed as (
          select counted.id, counted.n from counted join ${table} on ${id} = counted.id and ${count} <> counted.n
          union all
          select ${id}, 0 from ${table} where ${count} > 0 and ${id} not in (select id from counted)
        ), locked as (
          select ${id} from ${table} where ${id} in (select id from changed) order by ${id} for no key update
        )
        update ${table} set ${sql.identifier(count.name)} = changed.n from changed
        where ${id} = changed.id and ${id} in (select id from locked)
        returning ${id}`),
    )
  })
}
