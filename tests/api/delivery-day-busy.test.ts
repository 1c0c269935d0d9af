import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { providers } from '../../src/db/schema'
import { withDeliveringKitchens } from '../../src/domain/catalogue/delivery-day'
import type { ListFilters } from '../../src/domain/catalogue/filters'
import { weekdayOf } from '../../src/lib/hour-windows'
import { addDays, nairobiDate } from '../../src/lib/nairobi-date'
import { createKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * The delivery-day filter reads each schedule once per catalogue version (decision 0105), but a
 * busy spell (decision 0112) ends by the clock, with no write to move that version: the minutes
 * it adds are worked out at each request's time, not when the schedules were read.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

it('counts a busy spell while it lasts and not a minute after, from the same cached schedules', async () => {
  // A day ahead, a kitchen open 00:00–01:00 and preparing in 30 minutes; the evening before, it
  // is busy (+120) until 23:10. Asked the evening before, so "as soon as possible" plays no part.
  const eve = addDays(nairobiDate(new Date()), 2)
  const day = addDays(eve, 1)
  const kitchen = await createKitchen(api.db, {
    name: `Busy Midnight ${uniqueTag()}`,
    openingHours: { [weekdayOf(day)]: ['00:00', '01:00'] },
    prepMinutes: 30,
  })
  await api.db
    .update(providers)
    .set({ busyMinutes: 120, busyUntil: new Date(`${eve}T23:10:00+03:00`) })
    .where(eq(providers.id, kitchen.id))
  const [row] = await api.db
    .select({ key: providers.scheduleKey })
    .from(providers)
    .where(eq(providers.id, kitchen.id))
  const delivers = async (at: string) =>
    (
      await withDeliveringKitchens(
        api.db,
        { deliveryDay: day } as ListFilters,
        new Date(`${eve}T${at}:00+03:00`),
      )
    ).deliveringSchedules ?? []

  // At 23:00 the lead is 150 minutes: nothing before the 01:00 close.
  expect(await delivers('23:00')).not.toContain(row?.key)
  // At 23:11 the spell is over: 30 minutes, and the 00:00 slot is there.
  expect(await delivers('23:11')).toContain(row?.key)
})
