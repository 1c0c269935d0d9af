import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { LOW_PORTIONS_THRESHOLD } from '../../config/constants'
import type { Db } from '../../db/client'
import { catalogueVersion, items, orderItems, orders, portionSales } from '../../db/schema'
import type { Tx } from '../checkout/checkout-lock'
import { DomainError } from '../common/errors'

/**
 * Daily portions (decision 0017): what a meal has left on a Nairobi day is its daily_portions less
 * what portion_sales counts as sold that day. Checkouts take portions with one conditional
 * upsert per meal, so parallel checkouts never sell more than there is; a cancelled order
 * gives them back in the transaction that cancels it. Decision record 0017.
 */

/** Today in Nairobi (UTC+3 all year), on the database's clock. */
const nairobiToday = sql`((now() at time zone 'UTC') + interval '3 hours')::date`

/**
 * A meal's portions left today, for a query over `items`: never below 0. The day's own count
 * (portion_sales.portions, set in the menu editor) stands in for daily_portions when set.
 */
export const portionsLeftToday = portionsLeftOnDay(nairobiToday)

/** A meal's portions left on a Nairobi day (`YYYY-MM-DD`, or SQL for one), the same rule as today's. */
export function portionsLeftOnDay(day: SQL | string) {
  return sql<number>`greatest(coalesce((select coalesce(ps.portions, ${items.dailyPortions}) - ps.sold from portion_sales ps where ps.item_id = ${items.id} and ps.day = ${day}::date), ${items.dailyPortions}), 0)`.mapWith(
    Number,
  )
}

/**
 * What each meal has left on each of these Nairobi days (never below 0): the day's own count or
 * the meal's daily portions, less what that day sold. A pre-order counts on its delivery day
 * (record 0040), so a meal sold out today can still have portions tomorrow.
 */
export async function portionsLeftOn(
  db: Db | Tx,
  itemIds: readonly number[],
  days: readonly string[],
): Promise<Map<number, Map<string, number>>> {
  const left = new Map<number, Map<string, number>>()
  if (itemIds.length === 0 || days.length === 0) return left
  // One query, not one for the meals and one for their sales: a signed-in page's cart asks (record 0052).
  const rows = await db
    .select({
      id: items.id,
      daily: items.dailyPortions,
      day: portionSales.day,
      sold: portionSales.sold,
      portions: portionSales.portions,
    })
    .from(items)
    .leftJoin(portionSales, and(eq(portionSales.itemId, items.id), inArray(portionSales.day, [...days])))
    .where(inArray(items.id, [...itemIds]))
  for (const row of rows) {
    let byDay = left.get(row.id)
    if (!byDay) {
      byDay = new Map(days.map((day) => [day, Math.max(0, row.daily)]))
      left.set(row.id, byDay)
    }
    if (row.day !== null) byDay.set(row.day, Math.max(0, (row.portions ?? row.daily) - (row.sold ?? 0)))
  }
  return left
}

/** A line's portions, taken on its delivery day (a pre-order's day, record 0040). */
export type PortionLine = { itemId: number; name: string; quantity: number; day: string }

/** What a meal shows changes with this sale or give-back: visitors' cached pages must go (record 0014). */
const showsOnPages = (leftAfter: number, leftBefore: number) =>
  Math.min(leftAfter, leftBefore) <= LOW_PORTIONS_THRESHOLD

export const bumpCatalogueVersion = (tx: Tx | Db) =>
  tx
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1` })
    .where(eq(catalogueVersion.id, 1))

/**
 * Takes the lines' portions on their days, or refuses the whole checkout (409) naming the first
 * meal that is short, how many it has left and (when not `today`) on which day; `meals` lists
 * every short meal. Rows are locked in (day, meal id) order, so two checkouts sharing meals
 * cannot deadlock.
 */
export async function reservePortions(tx: Tx, lines: PortionLine[], today: string): Promise<void> {
  const short: { name: string; left: number; day: string }[] = []
  let bump = false
  const ordered = [...lines].sort((a, b) => (a.day === b.day ? a.itemId - b.itemId : a.day < b.day ? -1 : 1))
  for (const line of ordered) {
    const { day } = line
    // Inserts the day's first sale only when it fits; later sales add to it only when they fit.
    // Under Postgres's read committed, a parallel upsert waits for this row and re-checks the
    // condition against the committed count.
    const [taken] = await tx
      .insert(portionSales)
      .select(
        tx
          .select({
            itemId: items.id,
            day: sql<string>`${day}::date`.as('day'),
            sold: sql<number>`${line.quantity}::int`.as('sold'),
            portions: sql<number | null>`null::int`.as('portions'),
          })
          .from(items)
          // A day the cook gave its own count for has its row: the conflict's check decides.
          .where(
            sql`${items.id} = ${line.itemId} and (${items.dailyPortions} >= ${line.quantity} or exists (select 1 from portion_sales ps where ps.item_id = ${line.itemId} and ps.day = ${day}::date))`,
          ),
      )
      .onConflictDoUpdate({
        target: [portionSales.itemId, portionSales.day],
        set: { sold: sql`${portionSales.sold} + excluded.sold` },
        // The day's own count, when the cook set one, else the meal's daily portions. The
        // editor's changes write this same row, so they and the sales queue on its lock.
        setWhere: sql`${portionSales.sold} + excluded.sold <= coalesce(${portionSales.portions}, (select i.daily_portions from items i where i.id = excluded.item_id))`,
      })
      .returning({ sold: portionSales.sold })
    const [meal] = await tx
      .select({
        daily: sql<number>`coalesce(${portionSales.portions}, ${items.dailyPortions})`.mapWith(Number),
        sold: portionSales.sold,
      })
      .from(items)
      .leftJoin(
        portionSales,
        sql`${portionSales.itemId} = ${items.id} and ${portionSales.day} = ${day}::date`,
      )
      .where(eq(items.id, line.itemId))
    const daily = meal?.daily ?? 0
    if (!taken) {
      short.push({ name: line.name, left: Math.max(0, daily - (meal?.sold ?? 0)), day })
      continue
    }
    const leftAfter = daily - taken.sold
    // Only today's count shows on pages ("N left today"): a pre-order's day changes none.
    bump ||= day === today && showsOnPages(leftAfter, leftAfter + line.quantity)
  }
  const [first] = short
  if (first) {
    const code = first.day === today ? 'checkout.soldOut' : 'checkout.soldOutOnDay'
    throw new DomainError(
      'conflict',
      code,
      { cart: [code], meals: short.map((s) => s.name) },
      { meal: first.name, left: first.left, ...(first.day === today ? {} : { day: first.day }) },
    )
  }
  if (bump) await bumpCatalogueVersion(tx)
}

/**
 * Gives the portions of these orders back to their delivery day. Call it in the transaction
 * that cancels them, once per order leaving a live status (never twice for one order).
 */
export async function releasePortions(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return
  const lines = await tx
    .select({ itemId: orderItems.itemId, quantity: orderItems.quantity, day: orders.deliveryDay })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.itemId))
  let bump = false
  for (const line of lines) {
    // Orders from before portions were counted hold none; a meal deleted since has no count.
    if (line.itemId === null || line.day === null) continue
    const [row] = await tx
      .update(portionSales)
      .set({ sold: sql`greatest(${portionSales.sold} - ${line.quantity}, 0)` })
      .where(sql`${portionSales.itemId} = ${line.itemId} and ${portionSales.day} = ${line.day}::date`)
      .returning({ sold: portionSales.sold, portions: portionSales.portions })
    if (!row) continue
    const [meal] = await tx
      .select({ daily: items.dailyPortions })
      .from(items)
      .where(eq(items.id, line.itemId))
    const leftAfter = (row.portions ?? meal?.daily ?? 0) - row.sold
    bump ||= showsOnPages(leftAfter, leftAfter - line.quantity)
  }
  if (bump) await bumpCatalogueVersion(tx)
}
