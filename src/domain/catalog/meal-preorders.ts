import type { Db } from '../../db/client'
import { asapPossible, mealPreorderFrom, type SlotKitchen, slotOffer } from '../../lib/delivery-slots'
import { portionsLeftOn } from '../portions/portions'

/**
 * Each meal's pre-order start at one kitchen (mealPreorderFrom): null for a meal that can be
 * ordered for as soon as possible, else the first slot on a day it has portions. A meal sold out
 * today is then offered for a later day on its kitchen's page and its own (decision record 0043),
 * as the cart and the checkout already allow. The offer and the portions are read once for all.
 */
export async function mealPreorders(
  db: Db,
  kitchen: SlotKitchen,
  meals: readonly { id: number; portionsLeft: number }[],
  now: Date,
): Promise<Map<number, string | null>> {
  const starts = new Map<number, string | null>(meals.map((meal) => [meal.id, null]))
  const orderableNow = asapPossible(kitchen, now)
  const later = meals.filter((meal) => !orderableNow || meal.portionsLeft === 0)
  if (later.length === 0) return starts
  const offer = slotOffer(kitchen, now)
  const left = await portionsLeftOn(
    db,
    later.map((meal) => meal.id),
    offer.days.map((d) => d.day),
  )
  for (const meal of later)
    starts.set(
      meal.id,
      mealPreorderFrom(offer, (day) => left.get(meal.id)?.get(day) ?? 0),
    )
  return starts
}
