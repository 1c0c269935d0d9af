import { createContext, type ReactNode, useContext } from 'react'
import type { Service } from '../lib/catalogue-lists'

/**
 * Which service's cart the steppers and the cart page below work on: food everywhere but in the
 * other services' pages (their layout provides theirs), so food's components need no prop.
 */
const CartService = createContext<Service>('food')

export const useCartService = () => useContext(CartService)

export function CartServiceProvider({ service, children }: { service: Service; children: ReactNode }) {
  return <CartService.Provider value={service}>{children}</CartService.Provider>
}
