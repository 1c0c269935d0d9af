import { eq } from 'drizzle-orm'
import type { KitchenSettings } from '../../contracts/kitchen-settings.responses'
import type { KitchenSettings as KitchenSettingsValues } from '../../contracts/kitchen-settings.schemas'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { DomainError, invalidField } from '../common/errors'

const violatesCheck = (error: unknown, constraint: string) => {
  const found = (value: unknown): boolean =>
    typeof value === 'object' &&
    value !== null &&
    (('constraint' in value && value.constraint === constraint) || ('cause' in value && found(value.cause)))
  return found(error)
}

const columns = {
  deliveryBaseKes: providers.deliveryFeeKes,
  deliveryPerKmKes: providers.deliveryPerKmKes,
  deliveryRadiusKm: providers.deliveryRadiusKm,
  minOrderKes: providers.minOrderKes,
  prepMinutes: providers.prepMinutes,
  preorderCutoff: providers.preorderCutoff,
  answerWithinMinutes: providers.answerWithinMinutes,
  alertAfterMinutes: providers.alertAfterMinutes,
  fulfilment: providers.fulfilment,
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
      answerWithinMinutes: settings.answerWithinMinutes,
      alertAfterMinutes: settings.alertAfterMinutes,
      // Carts read it at each view: a shopper's choice it no longer offers stops counting (decision 0116).
      fulfilment: settings.fulfilment,
    })
    .where(eq(providers.id, kitchenId))
    .returning(columns)
    .catch((error: unknown) => {
      // One of the two answer times sent alone, against the other one kept: the column's check.
      if (violatesCheck(error, 'providers_answer_times'))
        throw invalidField('alertAfterMinutes', 'settings.alertBeforeAnswer')
      throw error
    })
  if (!row) throw new DomainError('forbidden', 'kitchen.none')
  return row
}
