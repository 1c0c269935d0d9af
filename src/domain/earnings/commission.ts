/**
 * What one order owes HomeCooked and the kitchen (decision record 0109). A discount is paid by
 * whoever gave the coupon: a kitchen's own coupon comes off its food, a coupon for every kitchen
 * is HomeCooked's, and the kitchen is paid as if it had not been taken off. The commission is a
 * rate of the kitchen's food only (the kitchen delivers: the delivery fee is all its own).
 */
export type OrderMoney = {
  subtotalKes: number
  discountKes: number
  /** The coupon's kitchen; null: a coupon for every kitchen (HomeCooked's). */
  couponKitchenId: number | null
}

export type OrderCommission = {
  commissionBp: number
  commissionKes: number
  homecookedDiscountKes: number
}

/** The commission of an order at a rate in basis points, rounded half up to the shilling. */
export function commissionOf(money: OrderMoney, commissionBp: number): OrderCommission {
  const homecookedDiscountKes = money.couponKitchenId === null ? money.discountKes : 0
  const foodKes = money.subtotalKes - money.discountKes + homecookedDiscountKes
  // Integers throughout: half a shilling rounds up, as the migration's backfill does.
  const commissionKes = Math.floor((foodKes * commissionBp + 5000) / 10000)
  return { commissionBp, commissionKes, homecookedDiscountKes }
}

/**
 * What a delivered order earns the kitchen: what the shopper paid, plus the discount HomeCooked
 * gave, less the commission. Whatever the kitchen collected in cash it already holds.
 */
export function kitchenShareKes(order: {
  totalKes: number
  homecookedDiscountKes: number
  commissionKes: number
}): number {
  return order.totalKes + order.homecookedDiscountKes - order.commissionKes
}
