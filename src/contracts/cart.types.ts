// The cart as the domain builds it (types only: nothing server-side reaches the browser).
import type { CartView as PricedCart } from '../domain/cart/cart-view'

/**
 * Set on the one answer that moved the visitor's cart into the account's cart, which already
 * held this many portions from an earlier visit (the header tells the shopper).
 */
type EarlierItems = { earlierItems?: number }

export type CartView = PricedCart & EarlierItems

/** How many portions a cart holds (GET /api/cart/count): what the header shows. */
export type CartCount = { service: CartView['service']; itemCount: number } & EarlierItems
