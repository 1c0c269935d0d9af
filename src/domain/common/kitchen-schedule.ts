import { sql } from 'drizzle-orm'
import { providers } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'

/**
 * The preparation time shoppers are shown and slots are counted from (decision record 0112):
 * a busy kitchen's added minutes while it is busy. Every shopper-facing read selects this in place
 * of `prep_minutes`, so ETAs, slots, the kitchen's lead time and pre-orders move together.
 */
export const shownPrepMinutes =
  sql<number>`(${providers.prepMinutes} + case when ${providers.busyUntil} > now() then ${providers.busyMinutes} else 0 end)`.mapWith(
    Number,
  )

/** The minutes a busy kitchen adds at `now`: 0 when it is not busy (the SQL above, in code). */
export const busyMinutesAt = (row: { busyMinutes: number; busyUntil: Date | null }, now: Date) =>
  row.busyUntil !== null && row.busyUntil > now ? row.busyMinutes : 0

/** The closed days from today on, in order: the ones a shopper or a cook still cares about. */
export const upcomingClosedDays = (days: readonly string[], now: Date) => {
  const today = nairobiDate(now)
  return days.filter((day) => day >= today).sort()
}

/** The columns a kitchen's slots are decided from (src/lib/delivery-slots.ts's SlotKitchen). */
export const slotColumns = {
  openingHours: providers.openingHours,
  closedDays: providers.closedDays,
  pausedUntil: providers.pausedUntil,
  prepMinutes: shownPrepMinutes,
  preorderCutoff: providers.preorderCutoff,
}
