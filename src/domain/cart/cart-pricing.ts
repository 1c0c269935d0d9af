/**
 * The cart's money rules that need no database: a meal's portions over its lines, a coupon's
 * shares over the kitchens' groups, and the totals a cart (or the part of it checked out) charges.
 */

/** The portions of a meal over all its lines (one meal can be on several, with other choices). */
export const mealTotal = (lines: readonly { meal: { id: number }; quantity: number }[], mealId: number) =>
  lines.reduce((n, l) => n + (l.meal.id === mealId ? l.quantity : 0), 0)

export type GroupToPrice = {
  kitchen: { id: number; deliveryFeeKes: number }
  subtotalKes: number
  savingKes: number
}

/** The part of the cart's coupon pricing needs: whose it is, what it takes off, and how that is split. */
export type CouponToShare = {
  byKitchen: Map<number, number> | undefined
  view: { kitchenId: number | null; discountKes: number }
}

/**
 * The groups with their share of the cart's coupon (when it applies to them). With
 * `onlyKitchens`, a kitchen's coupon for a kitchen left out is dropped.
 */
export function shareCoupon<G extends GroupToPrice, C extends CouponToShare>(
  couponOfCart: C | null,
  grouped: G[],
  onlyKitchens: ReadonlySet<number> | undefined,
) {
  let coupon = couponOfCart
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

export type Totals = {
  subtotalKes: number
  savingKes: number
  deliveryFeesKes: number
  discountKes: number
  totalKes: number
}

export function totalsOf(priced: {
  coupon: { view: { discountKes: number } } | null
  groups: readonly GroupToPrice[]
}): Totals {
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
