import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { deliversOn, type SlotKitchen } from '../../lib/delivery-slots'
import { busyMinutesAt } from '../common/kitchen-schedule'
import { currentCatalogueVersion } from './catalogue-version'
import type { ListFilters } from './filters'

/**
 * The lists' "delivery day" filter (decision 0044) needs the kitchens that deliver on that
 * day. What a kitchen offers (hours, preparation time, cut-off, pause) is decided by the pure
 * slot rule of src/lib/delivery-slots.ts (deliversOn), which the slot picker, the cart and the
 * checkout also use; a SQL copy of it would drift from them. So the day is answered in code.
 *
 * Not per kitchen, though: per schedule, the few slot fields kitchens share (most cooks keep the
 * same hours). The distinct schedules are read once per catalogue version (any change to a
 * kitchen moves it), the rule decides each for the day and the time now, and the lists keep the
 * kitchens whose schedule delivers, by its key. Asking it of 33,000 kitchens one by one took a
 * second a request; of their 33 schedules, nothing (decision 0105).
 */

/**
 * A schedule as read: its busy spell raw, so the preparation time is worked out at each request's
 * `now` (a spell ends by the clock, with no write to move the catalogue version and the cache).
 */
type StoredSchedule = Omit<SlotKitchen, 'prepMinutes'> & {
  key: string
  prepMinutes: number
  busyMinutes: number
  busyUntil: Date | null
}

/**
 * One kitchen's slot fields for each distinct schedule of the active food kitchens. The keys are
 * walked through providers_schedule_idx one after the next (each a step to the next larger key),
 * so the read costs as many index steps as there are schedules, not a pass over every kitchen.
 */
async function readSchedules(db: Db): Promise<StoredSchedule[]> {
  const active = and(eq(providers.service, 'food'), eq(providers.active, true))
  const next = (after: SQL) => sql`(select ${providers.scheduleKey} from ${providers}
    where ${active} and ${providers.scheduleKey} > ${after} order by ${providers.scheduleKey} limit 1)`
  const result = await db.execute(sql`with recursive keys(key) as (
      select ${next(sql`''`)}
      union all
      select ${next(sql`keys.key`)} from keys where keys.key is not null
    )
    select keys.key, one.opening_hours as "openingHours", one.closed_days as "closedDays",
      one.paused_until as "pausedUntil", one.prep_minutes as "prepMinutes", one.busy_minutes as "busyMinutes",
      one.busy_until as "busyUntil", one.preorder_cutoff as "preorderCutoff"
    from keys cross join lateral (
      select ${providers.openingHours}, ${providers.closedDays}, ${providers.pausedUntil},
        ${providers.prepMinutes}, ${providers.busyMinutes}, ${providers.busyUntil}, ${providers.preorderCutoff}
      from ${providers} where ${active} and ${providers.scheduleKey} = keys.key limit 1
    ) one`)
  // Both drivers answer { rows }; Drizzle's union of their result types does not say so.
  type Row = Omit<StoredSchedule, 'pausedUntil' | 'busyUntil'> & {
    pausedUntil: Date | string | null
    busyUntil: Date | string | null
  }
  const rows = (result as unknown as { rows: Row[] }).rows
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value))
  return rows.map((row) => ({
    ...row,
    pausedUntil: instant(row.pausedUntil),
    busyUntil: instant(row.busyUntil),
  }))
}

/** The schedules read for a catalogue version, per database (each test has its own). */
const kept = new WeakMap<Db, { version: number; schedules: Promise<StoredSchedule[]> }>()

async function schedulesNow(db: Db): Promise<StoredSchedule[]> {
  // The version first: schedules read after it are at least that new.
  const version = await currentCatalogueVersion(db)
  const known = kept.get(db)
  if (known?.version === version) return known.schedules
  const entry = { version, schedules: readSchedules(db) }
  kept.set(db, entry)
  entry.schedules.catch(() => {
    if (kept.get(db) === entry) kept.delete(db)
  })
  return entry.schedules
}

/** The kitchen's schedule is one of these; none matches an empty list. */
export const scheduleOneOf = (keys: readonly string[]): SQL =>
  keys.length ? inArray(providers.scheduleKey, [...keys]) : sql`false`

export async function withDeliveringKitchens<F extends ListFilters>(
  db: Db,
  filters: F,
  now: Date,
): Promise<F> {
  const day = filters.deliveryDay
  if (!day) return filters
  const schedules = await schedulesNow(db)
  const delivering = schedules
    .filter((schedule) =>
      deliversOn({ ...schedule, prepMinutes: schedule.prepMinutes + busyMinutesAt(schedule, now) }, day, now),
    )
    .map((schedule) => schedule.key)
  return { ...filters, deliveringSchedules: delivering }
}
