import { eq } from 'drizzle-orm'
import type { KitchenSettings } from '../../contracts/kitchen-settings.responses'
import type { KitchenSettings as KitchenSettingsValues } from '../../contracts/kitchen-settings.schemas'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { DomainError } from '../common/errors'

const columns = {
  deliveryBaseKes: providers.deliveryFeeKes,
  deliveryPerKmKes: providers.deliveryPerKmKes,
  deliveryRadiusKm: providers.deliveryRadiusKm,
  minOrderKes: providers.minOrderKes,
  prepMinutes: providers.prepMinutes,
  preorderCutoff: providers.preorderCutoff,
}

/** The kitchen's delivery and order settings, as its settings screen shows them. */
export async function readKitchenSettings(db: Db, kitchenId: number): Promise<KitchenSettings> {
  const [row] = await db.select(columns).from(providers).where(eq(providers.id, kitchenId))
  if (!row) throw new DomainError('forbidden', 'kitchen.none')
  return row
}

/**
 * Sets them all at once, in one statement: two saves at the same time leave one whole set, never
 * a mix of both. The providers trigger moves the catalogue version, so cached pages and answers
 * show the new fee at once (record 0014); orders already placed keep what they were charged.
 * The pre-order cut-off is the one `setPreorderCutoff` (PUT /api/kitchen/preorder-cutoff) sets.
 */
export async function saveKitchenSettings(
  db: Db,
  kitchenId: number,
  settings: KitchenSettingsValues,
): Promise<KitchenSettings> {
  const [row] = await db
    .update(providers)
    .set({
      deliveryFeeKes: settings.deliveryBaseKes,
      deliveryPerKmKes: settings.deliveryPerKmKes,
      deliveryRadiusKm: settings.deliveryRadiusKm,
      minOrderKes: settings.minOrderKes,
      prepMinutes: settings.prepMinutes,
      // Left out (undefined): kept as it is. Null: none (record 0040).
      preorderCutoff: settings.preorderCutoff,
    })
    .where(eq(providers.id, kitchenId))
    .returning(columns)
  if (!row) throw new DomainError('forbidden', 'kitchen.none')
  return row
}
