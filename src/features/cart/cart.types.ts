// The cart as the domain builds it (type only: nothing server-side reaches the browser).
export type { CartView } from '../../domain/cart/cart'
