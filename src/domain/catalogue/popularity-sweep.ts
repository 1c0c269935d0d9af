import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

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
  const kitchens = await db.transaction(async (tx) => {
    await tx.execute(sql`set local homecooked.popularity_sweep = 'on'`)
    return rowsOf(
      await tx.execute(sql`
        with counted as (
          select o.kitchen_id as id, count(*)::int as n from orders o where ${counted} group by o.kitchen_id
        ), kept as (
          select c.id, c.n from counted c join providers p on p.id = c.id and p.recent_orders <> c.n
          union all
          select p.id, 0 from providers p where p.recent_orders > 0 and p.id not in (select id from counted)
        ), locked as (
          select p.id from providers p where p.id in (select id from kept) order by p.id for no key update
        )
        update providers p set recent_orders = kept.n from kept
        where p.id = kept.id and p.id in (select id from locked)
        returning p.id`),
    )
  })
  const meals = await db.transaction(async (tx) => {
    await tx.execute(sql`set local homecooked.popularity_sweep = 'on'`)
    return rowsOf(
      await tx.execute(sql`
        with counted as (
          select oi.item_id as id, sum(oi.quantity)::int as n
          from order_items oi join orders o on o.id = oi.order_id
          where ${counted} and oi.item_id is not null group by oi.item_id
        ), kept as (
          select c.id, c.n from counted c join items i on i.id = c.id and i.recent_portions <> c.n
          union all
          select i.id, 0 from items i where i.recent_portions > 0 and i.id not in (select id from counted)
        ), locked as (
          select i.id from items i where i.id in (select id from kept) order by i.id for no key update
        )
        update items i set recent_portions = kept.n from kept
        where i.id = kept.id and i.id in (select id from locked)
        returning i.id`),
    )
  })
  return { kitchens, meals }
}
