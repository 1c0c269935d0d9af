// The cart as the domain builds it (types only: nothing server-side reaches the browser).
import type { CartView } from '../../domain/cart/cart'

export type { CartView }

/** How many portions a cart holds (GET /api/cart/count): what the header shows. */
export type CartCount = { service: CartView['service']; itemCount: number }
