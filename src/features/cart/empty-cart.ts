import type { CartView } from './cart.types'

const NOTHING = { subtotalKes: 0, savingKes: 0, deliveryFeesKes: 0, discountKes: 0, totalKes: 0 }

/** The food cart with nothing in it: what a checkout leaves, and what a visitor without a cart has. */
export const EMPTY_FOOD_CART: CartView = {
  service: 'food',
  addressId: null,
  itemCount: 0,
  ...NOTHING,
  coupon: null,
  ready: { kitchenIds: [], ...NOTHING },
  groups: [],
}
