import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { deliversOn } from '../../lib/delivery-slots'
import type { ListFilters } from './filters'

/**
 * The lists' "delivery day" filter (decision 0044) needs the kitchens that deliver on that
 * day. What a kitchen offers (hours, preparation time, cut-off, pause) is decided by the pure
 * slot rule of src/lib/delivery-slots.ts (deliversOn), which the slot picker, the cart and the
 * checkout also use; a SQL copy of it would drift from them. So the day is answered here, in
 * code, over every active food kitchen's few slot fields, and the lists narrow to those ids.
 * Decision record 0044.
 */
export async function withDeliveringKitchens<F extends ListFilters>(
  db: Db,
  filters: F,
  now: Date,
): Promise<F> {
  const day = filters.deliveryDay
  if (!day) return filters
  const kitchens = await db
    .select({
      id: providers.id,
      openingHours: providers.openingHours,
      pausedUntil: providers.pausedUntil,
      prepMinutes: providers.prepMinutes,
      preorderCutoff: providers.preorderCutoff,
    })
    .from(providers)
    .where(and(eq(providers.service, 'food'), eq(providers.active, true)))
  const delivering = kitchens.filter((kitchen) => deliversOn(kitchen, day, now)).map((kitchen) => kitchen.id)
  return { ...filters, deliveringKitchens: delivering }
}
