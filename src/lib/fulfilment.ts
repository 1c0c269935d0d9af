import type { Fulfilment } from '../contracts/applications.lists'
import type { OrderFulfilment } from './order-lists'

/**
 * How a kitchen's order in a cart reaches the shopper (decision record 0116): a kitchen that only
 * delivers, or only hands orders over at its door, decides; one that offers both does as the
 * shopper chose (`pickedUp`: the cart lists the kitchen among those it collects from).
 */
export function orderFulfilmentOf(offered: Fulfilment, pickedUp: boolean): OrderFulfilment {
  if (offered === 'both') return pickedUp ? 'pickup' : 'delivery'
  return offered
}

/** Whether a kitchen offering `offered` can hand its orders over this way. */
export const offers = (offered: Fulfilment, way: OrderFulfilment) => offered === 'both' || offered === way
