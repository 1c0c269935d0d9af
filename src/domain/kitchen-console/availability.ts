import { and, eq, isNull, sql } from 'drizzle-orm'
import type { BusyInput } from '../../contracts/kitchen-hours.schemas'
import type { PauseState, TodaysPortions } from '../../contracts/menu.responses'
import type { PauseLength } from '../../contracts/menu.schemas'
import type { Db } from '../../db/client'
import { items, portionSales, providers } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'
import { DomainError } from '../common/errors'
import { bumpCatalogueVersion } from '../portions/portions'

/**
 * What a kitchen can sell right now (decision 0030): today's portions of a meal, "sold out
 * now", and pausing the whole kitchen. Today is Nairobi's day, as the checkout counts it.
 */

/** Nairobi's next midnight (UTC+3 all year, no daylight saving). */
function nairobiMidnightAfter(now: Date): Date {
  const tomorrow = new Date(`${nairobiDate(now)}T00:00:00+03:00`)
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
  return tomorrow
}

const LENGTH_MINUTES = { '30m': 30, '1h': 60, '2h': 120 } as const

/**
 * When a pause or a busy spell (decision record 0112) of this length that starts now ends: the
 * rest of the day ends at Nairobi's midnight.
 */
export function pausedUntil(length: PauseLength | BusyInput['length'], now: Date): Date {
  if (length === 'rest-of-day') return nairobiMidnightAfter(now)
  return new Date(now.getTime() + LENGTH_MINUTES[length] * 60_000)
}

/** Pauses the kitchen: shoppers see it closed and the cart and checkout refuse its meals until then. */
export async function pauseKitchen(
  db: Db,
  kitchenId: number,
  length: PauseLength,
  now = new Date(),
): Promise<PauseState> {
  const until = pausedUntil(length, now)
  await db.update(providers).set({ pausedUntil: until }).where(eq(providers.id, kitchenId))
  return { pausedUntil: until.toISOString() }
}

export async function resumeKitchen(db: Db, kitchenId: number): Promise<PauseState> {
  await db.update(providers).set({ pausedUntil: null }).where(eq(providers.id, kitchenId))
  return { pausedUntil: null }
}

/** Until when same-day delivery slots can be ordered ("HH:MM", Nairobi), or null: none (record 0040). */
export async function setPreorderCutoff(db: Db, kitchenId: number, cutoff: string | null) {
  await db.update(providers).set({ preorderCutoff: cutoff }).where(eq(providers.id, kitchenId))
  return { cutoff }
}

async function assertOwnMeal(db: Db, kitchenId: number, mealId: number) {
  const [meal] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, mealId), eq(items.providerId, kitchenId), isNull(items.archivedAt)))
  if (!meal) throw new DomainError('not-found', 'menu.mealNotFound')
}

/**
 * Sets a meal's portions for today: the day's own count, in the same portion_sales row the
 * checkout's conditional upsert takes from, so a change and a sale queue on one row lock and a
 * sale never goes past the count it committed against. `soldOut` sets the count to what sold.
 * Fewer than sold is allowed (the cook burnt a pot): nothing more sells today.
 */
export async function setTodaysPortions(
  db: Db,
  kitchenId: number,
  mealId: number,
  change: { portions: number } | { soldOut: true },
  now = new Date(),
): Promise<TodaysPortions> {
  await assertOwnMeal(db, kitchenId, mealId)
  const day = nairobiDate(now)
  const portions = 'portions' in change ? change.portions : null
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(portionSales)
      .values({ itemId: mealId, day, sold: 0, portions: portions ?? 0 })
      .onConflictDoUpdate({
        target: [portionSales.itemId, portionSales.day],
        set: { portions: portions === null ? sql`${portionSales.sold}` : portions },
      })
      .returning({ sold: portionSales.sold, portions: portionSales.portions })
    if (!row) throw new Error('portion_sales upsert returned no row')
    // Portions show on the meal and kitchen pages: cached visitor pages must go (record 0014).
    await bumpCatalogueVersion(tx)
    const today = row.portions ?? 0
    return { portions: today, sold: row.sold, left: Math.max(0, today - row.sold) }
  })
}
