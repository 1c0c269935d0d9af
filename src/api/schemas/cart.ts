import * as v from 'valibot'
import { SERVICES } from '../../lib/catalog-lists'
import { Meal } from './catalog'

/** The cart as the API answers it: lines grouped by kitchen, with their prices now. */

export const CartView = v.object({
  service: v.picklist(SERVICES),
  itemCount: v.number(),
  subtotalKes: v.number(),
  /** What live offers take off the menu prices. */
  savingKes: v.number(),
  deliveryFeesKes: v.number(),
  cartToken: v.optional(v.string()),
  groups: v.array(
    v.object({
      kitchen: v.object({
        id: v.number(),
        name: v.string(),
        deliveryFeeKes: v.number(),
        minOrderKes: v.number(),
        openNow: v.boolean(),
      }),
      lines: v.array(
        v.object({
          meal: Meal,
          quantity: v.number(),
          /** The price of a portion now: the menu price less a live offer. */
          unitPriceKes: v.number(),
          percentOff: v.number(),
          savingKes: v.number(),
          lineTotalKes: v.number(),
        }),
      ),
      subtotalKes: v.number(),
      savingKes: v.number(),
      belowMinimumKes: v.number(),
    }),
  ),
})
