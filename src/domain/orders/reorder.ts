import { eq, inArray } from 'drizzle-orm'
import type { ReorderResult } from '../../contracts/orders.responses'
import type { Db } from '../../db/client'
import { items, orderItems, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { addToCart } from '../cart/cart-lines'
import { type PricedCart, viewCart } from '../cart/cart-view'
import { optionPrice, optionsOf, resolveChoices } from '../catalogue/meal-options'
import { liveOfferPercent, priceAfterOffer } from '../catalogue/prices'
import { defaultTarget } from '../delivery/delivery-target'
import { portionsLeftToday } from '../portions/portions'
import { ownsOrder } from './orders'

/**
 * The contract's answer, with the cart as the domain prices it (the API adds the coupon's text).
 * A line left out says why; `optionGone`: a choice it had is no longer offered, or the meal now
 * wants a choice it did not have (decision record 0041).
 */
type Reordered = Omit<ReorderResult, 'cart'> & { cart: PricedCart }

/**
 * "Order again": the order's lines go back into the shopper's cart (added to what is there),
 * except the meals that can no longer be ordered (taken off the menu, the kitchen closed for
 * good, or sold out today), which are named with the reason. A meal whose price changed since
 * is added and named with the old and the new price, so nothing costs more than the shopper
 * expects without being told.
 */
export async function reorder(
  db: Db,
  userId: number,
  orderId: number,
  service: Service,
  now = new Date(),
): Promise<Reordered> {
  await ownsOrder(db, userId, orderId)
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  const ids = lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId]))
  const current = ids.length
    ? await db
        .select({
          id: items.id,
          priceKes: items.priceKes,
          available: items.available,
          active: providers.active,
          left: portionsLeftToday,
          percentOff: liveOfferPercent(now),
        })
        .from(items)
        .innerJoin(providers, eq(providers.id, items.providerId))
        .where(inArray(items.id, ids))
    : []
  const byId = new Map(current.map((row) => [row.id, row]))
  const mealOptions = await optionsOf(db, ids)
  const leftOut: Reordered['leftOut'] = []
  const priceChanges: Reordered['priceChanges'] = []
  const add: { itemId: number; quantity: number; choiceIds: number[]; note: string }[] = []
  for (const line of lines) {
    const meal = line.itemId === null ? undefined : byId.get(line.itemId)
    if (!meal?.available || !meal.active) {
      leftOut.push({ name: line.name, reason: 'gone' })
      continue
    }
    if (meal.left === 0) {
      leftOut.push({ name: line.name, reason: 'soldOut' })
      continue
    }
    // The same choices as then, when the meal still offers them all (and wants no other).
    const choiceIds = line.options.map((o) => o.choiceId)
    const chosen = resolveChoices(mealOptions.get(meal.id) ?? [], choiceIds)
    if (chosen.problem) {
      leftOut.push({ name: line.name, reason: 'optionGone' })
      continue
    }
    // Named with its options: a changed option's price is a changed price.
    const nowKes = optionPrice(priceAfterOffer(meal.priceKes, meal.percentOff), chosen.deltaKes)
    if (nowKes !== line.unitPriceKes)
      priceChanges.push({ name: line.name, wasKes: line.unitPriceKes, nowKes })
    add.push({ itemId: meal.id, quantity: line.quantity, choiceIds, note: line.note ?? '' })
  }
  await addToCart(db, { userId }, service, add)
  // Priced to the default address, as every cart answer without an address asked.
  const cart = await viewCart(db, { userId }, service, now, await defaultTarget(db, userId))
  return { cart, added: add.length, leftOut, priceChanges }
}
