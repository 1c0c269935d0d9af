import { asc, eq } from 'drizzle-orm'
import type { CartView } from '../../contracts/cart.responses'
import type { Db } from '../../db/client'
import { cartItems, items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { deliveryDays, offerOn, slotOffer } from '../../lib/delivery-slots'
import { orderFulfilmentOf } from '../../lib/fulfilment'
import { nairobiDate } from '../../lib/nairobi-date'
import { isOpenAt } from '../../lib/opening-hours'
import { optionPrice, optionsOf, resolveChoices } from '../catalogue/meal-options'
import { mealColumns, toMeal } from '../catalogue/meals'
import { liveOfferPercent, priceAfterOffer } from '../catalogue/prices'
import { isPaused } from '../common/kitchen-pause'
import { slotColumns } from '../common/kitchen-schedule'
import type { CouponRefusal } from '../coupons/coupons'
import type { DeliveryTarget } from '../delivery/delivery-target'
import { quoteDelivery } from '../delivery/distance-fee'
import { portionsLeftOn } from '../portions/portions'
import { priceGroups } from './cart-coupon'
import { type CartOwner, findCart } from './cart-owner'
import { mealTotal, totalsOf } from './cart-pricing'

type CartCoupon = NonNullable<CartView['coupon']>

/**
 * The cart as the domain prices it: the contract's answer (contracts/cart.responses.ts), but a
 * coupon's refusal is a message id with its values, which the checkout refuses with; the API
 * adds the English text (`withCouponText`), and the visitor's token and merge note.
 */
export type PricedCart = Omit<CartView, 'coupon' | 'cartToken' | 'earlierItems'> & {
  coupon: (Omit<CartCoupon, 'refusal'> & { refusal: CouponRefusal | null }) | null
}

/** A cart line: `meal.priceKes` is the menu price, `unitPriceKes` what a portion costs now. */
type CartLine = CartView['groups'][number]['lines'][number]

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
): Promise<PricedCart> {
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
          minOrderKes: providers.minOrderKes,
          kitchenFulfilment: providers.fulfilment,
          kitchenLandmark: providers.landmark,
          ...slotColumns,
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
  const pickups = new Set(cart?.pickupKitchenIds ?? [])
  function newGroup(row: (typeof rows)[number]) {
    // Picked up at the kitchen, or delivered (decision record 0116): a picked-up order has no fee,
    // no distance and no radius.
    const fulfilment = orderFulfilmentOf(row.kitchenFulfilment, pickups.has(row.kitchenId))
    // The fee for the address when one is known; the kitchen's base ("from") until then.
    const quote =
      deliverTo && fulfilment === 'delivery'
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
      /** Delivered to the cart's address, or picked up at the kitchen. */
      fulfilment,
      /** The delivery to the cart's address (null until there is one, or picked up): fee, ETA, or out of range. */
      delivery: quote && deliverTo ? { ...quote, pinned: deliverTo.pinned } : null,
      kitchen: {
        id: row.kitchenId,
        name: row.kitchenName,
        deliveryFeeKes: fulfilment === 'pickup' ? 0 : (quote?.feeKes ?? row.deliveryFeeKes),
        /** How it hands its orders over: it delivers, shoppers pick them up, or either. */
        fulfilment: row.kitchenFulfilment,
        /** Where a picked-up order is collected: the kitchen's area and landmark, as its page shows them. */
        pickupAt: { neighbourhood: row.kitchenNeighbourhood, landmark: row.kitchenLandmark },
        minOrderKes: row.minOrderKes,
        openNow: isOpenAt(row.openingHours, now, row.closedDays) && !isPaused(row.pausedUntil, now),
        /** While a pause holds (ISO 8601): the kitchen takes no order of this group until then (record 0061). */
        pausedUntil: isPaused(row.pausedUntil, now) ? (row.pausedUntil?.toISOString() ?? null) : null,
      },
      /** When it can deliver: ASAP now or not, and the slots of today and the next 6 days (record 0040). */
      slots: slotOffer(
        {
          openingHours: row.openingHours,
          closedDays: row.closedDays,
          pausedUntil: row.pausedUntil,
          prepMinutes: row.prepMinutes,
          preorderCutoff: row.preorderCutoff,
          service: row.service,
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
      kitchenFulfilment: _fulfilment,
      kitchenLandmark: _landmark,
      openingHours: _hours,
      closedDays: _closed,
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
