import type { Service } from '../lib/catalogue-lists'
import type { CartCount, CartView } from './cart.responses'

const NOTHING = { subtotalKes: 0, savingKes: 0, deliveryFeesKes: 0, discountKes: 0, totalKes: 0 }

/** The food cart with nothing in it: what a checkout leaves, and what a visitor without a cart has. */
const EMPTY_FOOD_CART: CartView = {
  service: 'food',
  addressId: null,
  itemCount: 0,
  ...NOTHING,
  coupon: null,
  ready: { kitchenIds: [], ...NOTHING },
  groups: [],
}

/** Another service's cart with nothing in it. */
export const emptyCartOf = (service: Service): CartView => ({ ...EMPTY_FOOD_CART, service })

/** That cart's count: what the header shows a visitor without a cart. */
export const EMPTY_FOOD_CART_COUNT: CartCount = { service: 'food', itemCount: EMPTY_FOOD_CART.itemCount }
