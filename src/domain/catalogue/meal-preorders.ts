import type { Db } from '../../db/client'
import {
  asapPossible,
  mealPreorderFrom,
  type SlotKitchen,
  type SlotOffer,
  slotOffer,
} from '../../lib/delivery-slots'
import { portionsLeftOn } from '../portions/portions'

/**
 * When a kitchen and each of its meals can be pre-ordered for (mealPreorderFrom): null while it
 * can be ordered for as soon as possible, else the first slot on a day with portions (the
 * kitchen's own: any day with a slot). A meal sold out today is then offered for a later day on
 * its kitchen's page and its own (decision record 0043), as the cart and the checkout already
 * allow. The slot offer and the portions are read once for the kitchen and all its meals, and
 * only when something cannot be ordered now.
 */
export async function kitchenPreorders(
  db: Db,
  kitchen: SlotKitchen,
  meals: readonly { id: number; portionsLeft: number }[],
  now: Date,
): Promise<{ kitchen: string | null; meals: Map<number, string | null> }> {
  const starts = new Map<number, string | null>(meals.map((meal) => [meal.id, null]))
  const orderableNow = asapPossible(kitchen, now)
  const later = meals.filter((meal) => !orderableNow || meal.portionsLeft === 0)
  if (orderableNow && later.length === 0) return { kitchen: null, meals: starts }
  const offer: SlotOffer = slotOffer(kitchen, now)
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
  return { kitchen: orderableNow ? null : mealPreorderFrom(offer, () => 1), meals: starts }
}
