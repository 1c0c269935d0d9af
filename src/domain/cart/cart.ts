import { and, asc, eq, sql } from 'drizzle-orm'
import { MAX_CART_QUANTITY } from '../../config/constants'
import type { Db } from '../../db/client'
import { preparedPerDb } from '../../db/prepared'
import { cartItems, carts, coupons, items, type OrderLineOption, providers } from '../../db/schema'
import type { Service } from '../../lib/catalog-lists'
import { deliveryDays, offerOn, type SlotKitchen, slotOffer } from '../../lib/delivery-slots'
import { nairobiDate } from '../../lib/nairobi-date'
import { isOpenAt } from '../../lib/opening-hours'
import { normaliseChoiceIds, optionPrice, optionsOf, resolveChoices } from '../catalog/meal-options'
import { mealColumns, toMeal } from '../catalog/meals'
import { liveOfferPercent, priceAfterOffer } from '../catalog/prices'
import { DomainError } from '../common/errors'
import { randomToken, sha256 } from '../common/tokens'
import { type CouponRefusal, couponKitchenName, couponVerdict, findCoupon } from '../coupons/coupons'
import type { DeliveryTarget } from '../delivery/delivery-target'
import { quoteDelivery } from '../delivery/distance-fee'
import { isPaused } from '../kitchen/availability'
import { portionsLeftOn, portionsLeftToday } from '../portions/portions'

/** Whose cart: a signed-in user, a visitor's cart token, or both (then the visitor's cart joins the user's). */
export type CartOwner = { userId?: number | undefined; token?: string | undefined }

const cartOf = async (db: Db, where: ReturnType<typeof and>) =>
  (await db.select().from(carts).where(where).limit(1))[0]

/** Which cart is the owner's: the account's when signed in, else the visitor token's. */
function cartKey(owner: CartOwner) {
  if (owner.userId) return { by: 'user', userId: owner.userId } as const
  if (owner.token) return { by: 'token', tokenHash: sha256(owner.token) } as const
  return undefined
}

/** The condition that picks the owner's cart of a service. */
function ownerCart(owner: CartOwner, service: Service) {
  const key = cartKey(owner)
  if (!key) return undefined
  return and(
    key.by === 'user' ? eq(carts.userId, key.userId) : eq(carts.tokenHash, key.tokenHash),
    eq(carts.service, service),
  )
}

async function findCart(db: Db, owner: CartOwner, service: Service) {
  const where = ownerCart(owner, service)
  return where ? cartOf(db, where) : undefined
}

/** The header's count is read on every page with a cart: prepared once (decision 0054). */
const preparedCount = (owner: 'user' | 'token') =>
  preparedPerDb((db) =>
    db
      .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(carts)
      .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
      .innerJoin(items, eq(items.id, cartItems.itemId))
      .innerJoin(providers, eq(providers.id, items.providerId))
      .where(
        and(
          owner === 'user'
            ? eq(carts.userId, sql.placeholder('userId'))
            : eq(carts.tokenHash, sql.placeholder('tokenHash')),
          eq(carts.service, sql.placeholder('service')),
        ),
      )
      .prepare(`cart_item_count_by_${owner}`),
  )
const countByUser = preparedCount('user')
const countByToken = preparedCount('token')

/**
 * How many portions the owner's cart holds, counted as viewCart's `itemCount` counts them (every
 * line whose meal and kitchen exist), in one read: the header needs this number on every page,
 * the priced lines only where a page shows them.
 */
export async function cartItemCount(db: Db, owner: CartOwner, service: Service): Promise<number> {
  const key = cartKey(owner)
  if (!key) return 0
  const [row] =
    key.by === 'user'
      ? await countByUser(db).execute({ userId: key.userId, service })
      : await countByToken(db).execute({ tokenHash: key.tokenHash, service })
  return row?.count ?? 0
}

/** Called just before a visitor's new cart is stored: the API's per-address limit throws there. */
export type BeforeVisitorCart = () => Promise<void>

/**
 * The owner's cart, created when missing. A visitor without a token gets a new cart and its
 * token (returned once; only its hash is stored).
 */
async function ensureCart(
  db: Db,
  owner: CartOwner,
  service: Service,
  beforeVisitorCart?: BeforeVisitorCart,
): Promise<{ id: number; newToken?: string }> {
  const found = await findCart(db, owner, service)
  if (found) return { id: found.id }
  if (owner.userId) {
    const [created] = await db
      .insert(carts)
      .values({ userId: owner.userId, service })
      .onConflictDoUpdate({ target: [carts.userId, carts.service], set: { updatedAt: new Date() } })
      .returning({ id: carts.id })
    if (!created) throw new Error('Cart insert returned no row')
    return { id: created.id }
  }
  await beforeVisitorCart?.()
  const token = randomToken()
  const [created] = await db
    .insert(carts)
    .values({ tokenHash: sha256(token), service })
    .returning({ id: carts.id })
  if (!created) throw new Error('Cart insert returned no row')
  return { id: created.id, newToken: token }
}

/**
 * After sign-in: the visitor's lines move into the account's cart (quantities add up, capped).
 * Answers how many portions the account's cart already held from an earlier visit when the
 * visitor's lines joined them (0 when either was empty, or another request merged first): the
 * shopper is told, since those portions now show up in the cart they filled as a visitor.
 */
export async function mergeVisitorCart(db: Db, owner: CartOwner, service: Service): Promise<number> {
  if (!owner.userId || !owner.token) return 0
  const visitor = await cartOf(db, and(eq(carts.tokenHash, sha256(owner.token)), eq(carts.service, service)))
  if (!visitor) return 0
  const target = await ensureCart(db, { userId: owner.userId }, service)
  return db.transaction(async (tx) => {
    // Parallel requests carrying the same visitor token merge it once: the first locks the
    // visitor cart and deletes it; the others wait, then find it gone.
    const [locked] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.id, visitor.id))
      .for('update')
    if (!locked) return 0
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, visitor.id))
    const [earlier] =
      lines.length === 0
        ? [{ portions: 0 }]
        : await tx
            .select({ portions: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
            .from(cartItems)
            .where(eq(cartItems.cartId, target.id))
    // A coupon the visitor applied comes along unless the account's cart already has one.
    if (visitor.couponId) {
      await tx
        .update(carts)
        .set({ couponId: sql`coalesce(${carts.couponId}, ${visitor.couponId})` })
        .where(eq(carts.id, target.id))
    }
    await addLines(tx, target.id, lines)
    await tx.delete(carts).where(eq(carts.id, visitor.id))
    return earlier?.portions ?? 0
  })
}

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
      pausedUntil: providers.pausedUntil,
      openingHours: providers.openingHours,
      prepMinutes: providers.prepMinutes,
      preorderCutoff: providers.preorderCutoff,
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
async function addLines(db: Db, cartId: number, lines: NewLine[]) {
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

/** A cart line: `meal.priceKes` is the menu price, `unitPriceKes` what a portion costs now. */
type CartLine = {
  meal: ReturnType<typeof toMeal>
  quantity: number
  /** With the meal, what names the line (decision record 0041). */
  choiceIds: number[]
  note: string
  /** The chosen options as they are now (an order copies them). */
  options: OrderLineOption[]
  /** False when a choice is gone or a required option is missing: checkout refuses the line. */
  optionsValid: boolean
  unitPriceKes: number
  percentOff: number
  savingKes: number
  lineTotalKes: number
  /** The meal's portions in the cart are more than today has left (a later day may have them). */
  shortToday: boolean
  /** The first day its kitchen delivers on with enough portions for the meal's lines; null: none. */
  firstDay: string | null
  /** The most portions one of the kitchen's delivery days has left: how far the line can grow. */
  mostLeft: number
}

/**
 * The cart as the shopper sees it: lines grouped by kitchen (each kitchen delivers its own
 * order), with each group's subtotal, delivery fee and how far it is below the kitchen's minimum.
 */
export async function viewCart(
  db: Db,
  owner: CartOwner,
  service: Service,
  now = new Date(),
  deliverTo?: DeliveryTarget,
  /** Only these kitchens' groups, priced (coupon included) as if they were the whole cart. */
  onlyKitchens?: ReadonlySet<number>,
) {
  const cart = await findCart(db, owner, service)
  const rows = cart
    ? await db
        .select({
          ...mealColumns,
          quantity: cartItems.quantity,
          choiceIds: cartItems.choiceIds,
          note: cartItems.note,
          deliveryFeeKes: providers.deliveryFeeKes,
          deliveryPerKmKes: providers.deliveryPerKmKes,
          deliveryRadiusKm: providers.deliveryRadiusKm,
          kitchenLat: providers.lat,
          kitchenLng: providers.lng,
          prepMinutes: providers.prepMinutes,
          minOrderKes: providers.minOrderKes,
          openingHours: providers.openingHours,
          pausedUntil: providers.pausedUntil,
          preorderCutoff: providers.preorderCutoff,
          percentOff: liveOfferPercent(now),
        })
        .from(cartItems)
        .innerJoin(items, eq(items.id, cartItems.itemId))
        .innerJoin(providers, eq(providers.id, items.providerId))
        .where(eq(cartItems.cartId, cart.id))
        .orderBy(asc(providers.name), asc(cartItems.addedAt))
    : []
  const mealOptions = await optionsOf(
    db,
    rows.filter((r) => r.hasOptions || r.choiceIds.length > 0).map((r) => r.id),
  )
  const groups = new Map<number, ReturnType<typeof newGroup>>()
  function newGroup(row: (typeof rows)[number]) {
    // The fee for the address when one is known; the kitchen's base ("from") until then.
    const quote = deliverTo
      ? quoteDelivery(
          {
            lat: row.kitchenLat,
            lng: row.kitchenLng,
            baseKes: row.deliveryFeeKes,
            perKmKes: row.deliveryPerKmKes,
            radiusKm: row.deliveryRadiusKm,
            prepMinutes: row.prepMinutes,
          },
          deliverTo.point,
        )
      : null
    return {
      /** The delivery to the cart's address (null until there is one): fee, ETA, or out of range. */
      delivery: quote && deliverTo ? { ...quote, pinned: deliverTo.pinned } : null,
      kitchen: {
        id: row.kitchenId,
        name: row.kitchenName,
        deliveryFeeKes: quote?.feeKes ?? row.deliveryFeeKes,
        minOrderKes: row.minOrderKes,
        openNow: isOpenAt(row.openingHours, now) && !isPaused(row.pausedUntil, now),
        /** While a pause holds (ISO 8601): the kitchen takes no order of this group until then (record 0061). */
        pausedUntil: isPaused(row.pausedUntil, now) ? (row.pausedUntil?.toISOString() ?? null) : null,
      },
      /** When it can deliver: ASAP now or not, and the slots of today and the next 6 days (record 0040). */
      slots: slotOffer(
        {
          openingHours: row.openingHours,
          pausedUntil: row.pausedUntil,
          prepMinutes: row.prepMinutes,
          preorderCutoff: row.preorderCutoff,
        },
        now,
      ),
      lines: [] as CartLine[],
      subtotalKes: 0,
      savingKes: 0,
      belowMinimumKes: 0,
    }
  }
  for (const row of rows) {
    const {
      quantity,
      choiceIds,
      note,
      percentOff,
      deliveryFeeKes: _fee,
      deliveryPerKmKes: _perKm,
      deliveryRadiusKm: _radius,
      kitchenLat: _lat,
      kitchenLng: _lng,
      prepMinutes: _prep,
      minOrderKes: _min,
      openingHours: _hours,
      pausedUntil: _paused,
      preorderCutoff: _cutoff,
      ...meal
    } = row
    const group = groups.get(meal.kitchenId) ?? newGroup(row)
    groups.set(meal.kitchenId, group)
    // An offer takes off the meal's price; the choices' differences come on top (record 0041).
    const offerPriceKes = priceAfterOffer(meal.priceKes, percentOff)
    const chosen = resolveChoices(mealOptions.get(meal.id) ?? [], choiceIds)
    const unitPriceKes = optionPrice(offerPriceKes, chosen.deltaKes)
    const lineTotalKes = unitPriceKes * quantity
    const savingKes = (meal.priceKes - offerPriceKes) * quantity
    group.lines.push({
      meal: toMeal(meal),
      quantity,
      choiceIds,
      note,
      options: chosen.options,
      optionsValid: chosen.problem === null,
      unitPriceKes,
      percentOff,
      savingKes,
      lineTotalKes,
      shortToday: false,
      firstDay: null,
      mostLeft: 0,
    })
    group.subtotalKes += lineTotalKes
    group.savingKes += savingKes
  }
  // Portions count on the delivery day (record 0040): each group's days are those its kitchen
  // delivers on (ASAP today, its slots) where every meal of it has enough left (record 0043).
  const window = [...groups.values()][0]?.slots.days.map((d) => d.day) ?? [nairobiDate(now)]
  const left = await portionsLeftOn(db, [...new Set(rows.map((r) => r.id))], window)
  const grouped = [...groups.values()]
    .filter((g) => !onlyKitchens || onlyKitchens.has(g.kitchen.id))
    .map((g) => {
      const belowMinimumKes = Math.max(0, g.kitchen.minOrderKes - g.subtotalKes)
      const days = deliveryDays(g.slots)
      const fits = (line: CartLine, day: string) =>
        mealTotal(g.lines, line.meal.id) <= (left.get(line.meal.id)?.get(day) ?? 0)
      const lines = g.lines.map((l) => ({
        ...l,
        shortToday: mealTotal(g.lines, l.meal.id) > l.meal.portionsLeft,
        firstDay: days.find((day) => fits(l, day)) ?? null,
        mostLeft:
          days.length === 0
            ? l.meal.portionsLeft
            : Math.max(0, ...days.map((day) => left.get(l.meal.id)?.get(day) ?? 0)),
      }))
      const orderDays = days.filter((day) => lines.every((l) => fits(l, day)))
      return {
        ...g,
        lines,
        /** When this group can be delivered: the kitchen's offer on the days its portions suffice. */
        slots: offerOn(g.slots, orderDays),
        belowMinimumKes,
        /**
         * Whether this group can be ordered on its own (decision 0039): it meets its minimum,
         * it delivers to the address, and some delivery time (ASAP, or a slot; none while the
         * kitchen is paused, record 0061) has the portions of every line. The others stay in the cart when these are ordered.
         */
        checkoutNow:
          belowMinimumKes === 0 &&
          g.delivery?.deliverable !== false &&
          lines.every((l) => l.optionsValid) &&
          orderDays.length > 0,
      }
    })
  const priced = await priceGroups(db, cart?.couponId ?? null, grouped, owner.userId, now, onlyKitchens)
  // What "check out the kitchens that can order now" would charge, when that is not every group.
  const readyGroups = grouped.filter((g) => g.checkoutNow)
  const ready =
    readyGroups.length === grouped.length
      ? totalsOf(priced)
      : totalsOf(
          await priceGroups(
            db,
            cart?.couponId ?? null,
            readyGroups,
            owner.userId,
            now,
            new Set(readyGroups.map((g) => g.kitchen.id)),
          ),
        )
  return {
    service,
    /** The address the fees are for (the one asked for, else the default); null: fees are "from". */
    addressId: deliverTo?.addressId ?? null,
    itemCount: grouped.reduce((n, g) => n + g.lines.reduce((m, l) => m + l.quantity, 0), 0),
    ...totalsOf(priced),
    coupon: priced.coupon?.view ?? null,
    /** The groups that can be checked out now and what ordering only them charges. */
    ready: { kitchenIds: readyGroups.map((g) => g.kitchen.id), ...ready },
    groups: priced.groups,
  }
}

/** The portions of a meal over all its lines (one meal can be on several, with other choices). */
export const mealTotal = (lines: readonly { meal: { id: number }; quantity: number }[], mealId: number) =>
  lines.reduce((n, l) => n + (l.meal.id === mealId ? l.quantity : 0), 0)

type GroupToPrice = {
  kitchen: { id: number; deliveryFeeKes: number }
  subtotalKes: number
  savingKes: number
}

/** The groups with their share of the cart's coupon (when it applies to them). */
async function priceGroups<G extends GroupToPrice>(
  db: Db,
  couponId: number | null,
  grouped: G[],
  userId: number | undefined,
  now: Date,
  onlyKitchens: ReadonlySet<number> | undefined,
) {
  let coupon = couponId ? await cartCoupon(db, couponId, grouped, userId, now) : null
  // A kitchen's coupon belongs to that kitchen's order: checking out other kitchens leaves it
  // on the cart, unused, instead of refusing them (record 0039).
  if (coupon && onlyKitchens && coupon.view.kitchenId !== null && !onlyKitchens.has(coupon.view.kitchenId)) {
    coupon = null
  }
  const discounts = coupon?.byKitchen ?? new Map<number, number>()
  return {
    coupon,
    groups: grouped.map((g) => ({ ...g, discountKes: discounts.get(g.kitchen.id) ?? 0 })),
  }
}

type Totals = {
  subtotalKes: number
  savingKes: number
  deliveryFeesKes: number
  discountKes: number
  totalKes: number
}

function totalsOf(priced: Awaited<ReturnType<typeof priceGroups<GroupToPrice>>>): Totals {
  const subtotalKes = priced.groups.reduce((n, g) => n + g.subtotalKes, 0)
  const deliveryFeesKes = priced.groups.reduce((n, g) => n + g.kitchen.deliveryFeeKes, 0)
  const discountKes = priced.coupon?.view.discountKes ?? 0
  return {
    subtotalKes,
    /** What live offers take off the menu prices. */
    savingKes: priced.groups.reduce((n, g) => n + g.savingKes, 0),
    deliveryFeesKes,
    /** What the applied coupon takes off (0 when none applies). */
    discountKes,
    totalKes: subtotalKes + deliveryFeesKes - discountKes,
  }
}

/**
 * The cart's coupon as the shopper sees it: what it is, and what it takes off now or why it
 * does not apply (it stays on the cart, so topping the cart up makes it apply again).
 */
async function cartCoupon(
  db: Db,
  couponId: number,
  groups: { kitchen: { id: number }; subtotalKes: number }[],
  userId: number | undefined,
  now: Date,
) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId))
  if (!coupon) return null
  const outcome = await couponVerdict(
    db,
    coupon,
    groups.map((g) => ({ kitchenId: g.kitchen.id, subtotalKes: g.subtotalKes })),
    userId,
    now,
  )
  const kitchenName = await couponKitchenName(db, coupon)
  const applies = outcome.applies
  const refusal: CouponRefusal | null = outcome.applies ? null : outcome.refusal
  return {
    byKitchen: outcome.applies ? outcome.byKitchen : undefined,
    view: {
      code: coupon.code,
      percentOff: coupon.percentOff,
      amountOffKes: coupon.amountOffKes,
      minOrderKes: coupon.minOrderKes,
      firstOrderOnly: coupon.firstOrderOnly,
      kitchenId: coupon.kitchenId,
      kitchenName,
      expiresAt: coupon.expiresAt.toISOString(),
      applies,
      discountKes: outcome.applies ? outcome.discountKes : 0,
      refusal,
    },
  }
}

/**
 * Puts a coupon on the cart after checking it against the cart now (and, for a signed-in
 * shopper, their own uses): a code that does not apply is refused with the reason, never
 * silently kept. An unknown code and an empty cart are refused too.
 */
export async function applyCoupon(
  db: Db,
  owner: CartOwner,
  service: Service,
  code: string,
  now = new Date(),
) {
  const coupon = await findCoupon(db, code)
  if (!coupon) throw new DomainError('invalid', 'coupon.unknown', { code: ['coupon.unknown'] })
  const cart = await findCart(db, owner, service)
  const view = cart ? await viewCart(db, owner, service, now) : undefined
  if (!cart || !view || view.groups.length === 0) {
    throw new DomainError('invalid', 'coupon.cartEmpty', { code: ['coupon.cartEmpty'] })
  }
  const outcome = await couponVerdict(
    db,
    coupon,
    view.groups.map((g) => ({ kitchenId: g.kitchen.id, subtotalKes: g.subtotalKes })),
    owner.userId,
    now,
  )
  if (!outcome.applies) {
    const { code: id, values } = outcome.refusal
    throw new DomainError('invalid', id, { code: [id] }, values)
  }
  await db.update(carts).set({ couponId: coupon.id, updatedAt: now }).where(eq(carts.id, cart.id))
}

export async function removeCoupon(db: Db, owner: CartOwner, service: Service): Promise<void> {
  const cart = await findCart(db, owner, service)
  if (cart) await db.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id))
}

export type CartView = Awaited<ReturnType<typeof viewCart>>
