import { and, eq, sql } from 'drizzle-orm'
import { MAX_CART_QUANTITY } from '../../config/constants'
import type { Db } from '../../db/client'
import { cartItems, carts, items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { deliveryDays, type SlotKitchen, slotOffer } from '../../lib/delivery-slots'
import { nairobiDate } from '../../lib/nairobi-date'
import { normaliseChoiceIds, optionsOf, resolveChoices } from '../catalogue/meal-options'
import { DomainError } from '../common/errors'
import { isPaused } from '../common/kitchen-pause'
import { slotColumns } from '../common/kitchen-schedule'
import { portionsLeftOn, portionsLeftToday } from '../portions/portions'
import { type BeforeVisitorCart, type CartOwner, ensureCart, findCart } from './cart-owner'

/** A cart line's key beside its meal: its chosen choices (sorted, each once) and its note. */
export type LineKey = { choiceIds: number[]; note: string }
const lineKeyOf = (key: Partial<LineKey> | undefined): LineKey => ({
  choiceIds: normaliseChoiceIds(key?.choiceIds ?? []),
  note: key?.note?.trim() ?? '',
})
const sameLine = (cartId: number, itemId: number, key: LineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.itemId, itemId),
    eq(cartItems.choiceIds, key.choiceIds),
    eq(cartItems.note, key.note),
  )

/** How many portions of the meal the cart holds: on this line, and on all its lines. */
async function quantitiesInCart(db: Db, owner: CartOwner, service: Service, itemId: number, key: LineKey) {
  const cart = await findCart(db, owner, service)
  if (!cart) return { line: 0, meal: 0 }
  const lines = await db
    .select({ quantity: cartItems.quantity, choiceIds: cartItems.choiceIds, note: cartItems.note })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemId, itemId)))
  const line = lines.find((l) => l.note === key.note && l.choiceIds.join() === key.choiceIds.join())
  return { line: line?.quantity ?? 0, meal: lines.reduce((n, l) => n + l.quantity, 0) }
}

/**
 * The most portions of a meal one delivery day has left: the days its kitchen delivers on
 * (ASAP today, its slots of the next 6 days). A kitchen with no such day: today's portions.
 */
async function mostLeftOnADay(
  db: Db,
  itemId: number,
  kitchen: SlotKitchen,
  today: number,
  now = new Date(),
): Promise<{ left: number; day: string | null }> {
  const days = deliveryDays(slotOffer(kitchen, now))
  const left = (await portionsLeftOn(db, [itemId], days)).get(itemId)
  // A kitchen that delivers on no day of the window keeps today's count (nothing fits anyway).
  let most = { left: days.length === 0 ? today : -1, day: null as string | null }
  for (const day of days) {
    const dayLeft = left?.get(day) ?? 0
    if (dayLeft > most.left) most = { left: dayLeft, day: day === nairobiDate(now) ? null : day }
  }
  return most
}

/**
 * The checks before a line grows to `quantity` (from `current`, the meal's lines holding
 * `mealTotal` portions): the meal can be ordered, its kitchen is not paused, today's portions
 * cover every line of it, and the choices are this meal's and complete (decision record 0041).
 * Lowering or removing a line is always allowed: it is how a shopper fixes one.
 */
async function checkIncrease(
  db: Db,
  enabled: readonly Service[],
  itemId: number,
  key: LineKey,
  quantities: (service: Service) => Promise<{ line: number; meal: number }>,
  quantity: (current: number) => number,
) {
  const [item] = await db
    .select({
      service: items.service,
      name: items.name,
      available: items.available,
      active: providers.active,
      kitchen: providers.name,
      ...slotColumns,
      left: portionsLeftToday,
    })
    .from(items)
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(eq(items.id, itemId))
    .limit(1)
  if (!item || !enabled.includes(item.service)) throw new DomainError('not-found', 'cart.mealNotFound')
  const inCart = await quantities(item.service)
  const next = quantity(inCart.line)
  if (next > 0 && (!item.available || !item.active)) {
    throw new DomainError('conflict', 'cart.mealUnavailable', { itemId: ['cart.notAvailable'] })
  }
  if (next <= inCart.line) return { service: item.service, next }
  if (isPaused(item.pausedUntil, new Date())) {
    throw new DomainError(
      'conflict',
      'cart.kitchenPaused',
      { itemId: ['cart.kitchenPaused'] },
      { kitchen: item.kitchen },
    )
  }
  const groups = (await optionsOf(db, [itemId])).get(itemId) ?? []
  const { problem } = resolveChoices(groups, key.choiceIds)
  if (problem) throw new DomainError('invalid', problem.code, { choiceIds: [problem.code] }, problem.values)
  // More than any delivery day has left is refused when it is an increase: lowering a line that
  // wants too many (it sold out since it was added) is how the shopper fixes it, so that stays
  // allowed. A meal sold out today can still be pre-ordered for a later day (record 0043).
  const total = inCart.meal - inCart.line + next
  const most = await mostLeftOnADay(db, itemId, item, item.left)
  if (total > most.left) {
    // Said for today when today has the most, else for the (first) day that has.
    const code = most.day === null ? 'checkout.soldOut' : 'checkout.soldOutOnDay'
    throw new DomainError(
      'conflict',
      code,
      { quantity: [code] },
      { meal: item.name, left: most.left, ...(most.day === null ? {} : { day: most.day }) },
    )
  }
  return { service: item.service, next }
}

/**
 * Sets how many portions a line holds (the meal with these choices and note); 0 takes it out.
 * Without choices and note it is the meal's plain line, as before options existed.
 */
export async function setCartQuantity(
  db: Db,
  owner: CartOwner,
  enabled: readonly Service[],
  itemId: number,
  quantity: number,
  beforeVisitorCart?: BeforeVisitorCart,
  line?: Partial<LineKey>,
): Promise<{ newToken?: string }> {
  const key = lineKeyOf(line)
  const { service } = await checkIncrease(
    db,
    enabled,
    itemId,
    key,
    (service) => quantitiesInCart(db, owner, service, itemId, key),
    () => quantity,
  )
  if (quantity === 0) {
    const cart = await findCart(db, owner, service)
    if (cart) await db.delete(cartItems).where(sameLine(cart.id, itemId, key))
    return {}
  }
  const cart = await ensureCart(db, owner, service, beforeVisitorCart)
  await db
    .insert(cartItems)
    .values({ cartId: cart.id, itemId, quantity, ...key })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.itemId, cartItems.choiceIds, cartItems.note],
      set: { quantity },
    })
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id))
  return cart.newToken ? { newToken: cart.newToken } : {}
}

/**
 * Adds portions of a meal with these choices and note (the meal page's "Add"): to the line
 * with the same choices and note when there is one, in one statement, so parallel adds add up
 * on one line; capped at MAX_CART_QUANTITY.
 */
export async function addCartLine(
  db: Db,
  owner: CartOwner,
  enabled: readonly Service[],
  line: { itemId: number; quantity: number } & Partial<LineKey>,
  beforeVisitorCart?: BeforeVisitorCart,
): Promise<{ newToken?: string }> {
  const key = lineKeyOf(line)
  const { service } = await checkIncrease(
    db,
    enabled,
    line.itemId,
    key,
    (service) => quantitiesInCart(db, owner, service, line.itemId, key),
    (current) => Math.min(current + line.quantity, MAX_CART_QUANTITY),
  )
  const cart = await ensureCart(db, owner, service, beforeVisitorCart)
  await addLines(db, cart.id, [{ itemId: line.itemId, quantity: line.quantity, ...key }])
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id))
  return cart.newToken ? { newToken: cart.newToken } : {}
}

/** Takes every line of a meal out of the cart, whatever their choices. */
export async function removeMealFromCart(
  db: Db,
  owner: CartOwner,
  enabled: readonly Service[],
  itemId: number,
): Promise<void> {
  const [item] = await db.select({ service: items.service }).from(items).where(eq(items.id, itemId))
  if (!item || !enabled.includes(item.service)) throw new DomainError('not-found', 'cart.mealNotFound')
  const cart = await findCart(db, owner, item.service)
  if (cart) {
    await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemId, itemId)))
  }
}

type NewLine = { itemId: number; quantity: number; choiceIds?: number[]; note?: string }

/** Adds portions to a cart's lines, quantities adding up and capped at MAX_CART_QUANTITY. */
export async function addLines(db: Db, cartId: number, lines: NewLine[]) {
  for (const line of lines) {
    const key = lineKeyOf(line)
    await db
      .insert(cartItems)
      .values({ cartId, itemId: line.itemId, quantity: Math.min(line.quantity, MAX_CART_QUANTITY), ...key })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.itemId, cartItems.choiceIds, cartItems.note],
        set: { quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${MAX_CART_QUANTITY})` },
      })
  }
}

/** "Order again": portions added to what the cart has. The caller checked the meals can be ordered. */
export async function addToCart(db: Db, owner: CartOwner, service: Service, lines: NewLine[]): Promise<void> {
  if (lines.length === 0) return
  const cart = await ensureCart(db, owner, service)
  await addLines(db, cart.id, lines)
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id))
}

export async function emptyCart(db: Db, owner: CartOwner, service: Service): Promise<void> {
  const cart = await findCart(db, owner, service)
  if (cart) await db.delete(cartItems).where(eq(cartItems.cartId, cart.id))
}
