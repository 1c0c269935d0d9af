import { eq } from 'drizzle-orm'
import type { KitchenHours } from '../../contracts/kitchen-hours.responses'
import type { BusyInput } from '../../contracts/kitchen-hours.schemas'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { DAYS, type OpeningHours } from '../../lib/catalogue-lists'
import { nairobiDate } from '../../lib/nairobi-date'
import { invalidField } from '../common/errors'
import { busyMinutesAt, upcomingClosedDays } from '../common/kitchen-schedule'
import { pausedUntil } from './availability'

/**
 * When a kitchen cooks (decision record 0112): its week of hours with several windows a day, the
 * days it stays closed, and a busy mode adding minutes to every ready time shoppers see. Open
 * now, slots, ETAs and pre-orders all read these columns; each change moves the catalogue
 * version (the providers trigger), so lists and cached pages follow at once.
 */

export async function readKitchenHours(db: Db, kitchenId: number, now = new Date()): Promise<KitchenHours> {
  const [row] = await db
    .select({
      openingHours: providers.openingHours,
      closedDays: providers.closedDays,
      busyMinutes: providers.busyMinutes,
      busyUntil: providers.busyUntil,
    })
    .from(providers)
    .where(eq(providers.id, kitchenId))
  if (!row) throw new Error(`Kitchen ${kitchenId} is gone`)
  const busyMinutes = busyMinutesAt(row, now)
  return {
    openingHours: row.openingHours,
    closedDays: upcomingClosedDays(row.closedDays, now),
    busyMinutes,
    busyUntil: busyMinutes > 0 ? (row.busyUntil?.toISOString() ?? null) : null,
  }
}

/**
 * Saves the week and the closed days, all together. A closed day before today is refused (422):
 * it would change nothing, and a cook who typed last year by mistake should hear of it. Days
 * with no window are left out, as the catalogue has always stored a closed day.
 */
export async function saveKitchenHours(
  db: Db,
  kitchenId: number,
  input: { openingHours: OpeningHours; closedDays: string[] },
  now = new Date(),
): Promise<KitchenHours> {
  const today = nairobiDate(now)
  if (input.closedDays.some((day) => day < today)) throw invalidField('closedDays', 'hours.closedDayPast')
  const openingHours: OpeningHours = {}
  for (const day of DAYS) {
    const times = input.openingHours[day]
    if (times && times.length > 0) openingHours[day] = times
  }
  const closedDays = [...new Set(input.closedDays)].sort()
  await db.update(providers).set({ openingHours, closedDays }).where(eq(providers.id, kitchenId))
  return readKitchenHours(db, kitchenId, now)
}

/** Busy: every ready time shoppers see gets these minutes more, for an hour, two, or the rest of the day. */
export async function setBusy(db: Db, kitchenId: number, input: BusyInput, now = new Date()) {
  const until = pausedUntil(input.length, now)
  await db
    .update(providers)
    .set({ busyMinutes: input.extraMinutes, busyUntil: until })
    .where(eq(providers.id, kitchenId))
  return readKitchenHours(db, kitchenId, now)
}

export async function endBusy(db: Db, kitchenId: number, now = new Date()) {
  await db.update(providers).set({ busyMinutes: 0, busyUntil: null }).where(eq(providers.id, kitchenId))
  return readKitchenHours(db, kitchenId, now)
}
