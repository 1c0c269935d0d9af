import * as v from 'valibot'
import { FULFILMENTS } from './applications.lists'

/** The kitchen's delivery and order settings as the API answers them (whole shillings, km, minutes). */
export const KitchenSettings = v.object({
  /** What a delivery costs before the distance. */
  deliveryBaseKes: v.pipe(v.number(), v.integer()),
  /** What each km of straight-line distance to the address adds. */
  deliveryPerKmKes: v.pipe(v.number(), v.integer()),
  /** Beyond this distance the kitchen does not deliver. */
  deliveryRadiusKm: v.number(),
  /** The smallest subtotal the kitchen takes an order for. */
  minOrderKes: v.pipe(v.number(), v.integer()),
  /** Minutes from an order to the food being ready: the ETA's first part. */
  prepMinutes: v.pipe(v.number(), v.integer()),
  /**
   * Until when (Nairobi time, "HH:MM") today's delivery slots can be ordered; later days stay
   * open. Null: no cut-off, a slot can be ordered until its prep time before it (record 0040).
   */
  preorderCutoff: v.nullable(v.string()),
  /** Minutes to accept or decline an order before it is declined for the kitchen (decision 0110). */
  answerWithinMinutes: v.pipe(v.number(), v.integer()),
  /** Minutes after which an order still waiting is sent to the kitchen's phone by SMS. */
  alertAfterMinutes: v.pipe(v.number(), v.integer()),
  /** How its orders reach shoppers: it delivers, they pick them up at its door, or either, as each shopper chooses (decision 0116). */
  fulfilment: v.picklist(FULFILMENTS),
})
export type KitchenSettings = v.InferOutput<typeof KitchenSettings>
