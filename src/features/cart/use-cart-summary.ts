import { useQuery } from '@tanstack/react-query'
import { sessionQuery } from '../../session/session.queries'
import { cartCountQuery, cartQuery } from './cart.queries'

/**
 * The cart as the header and the cart bar know it. Once the browser holds the whole cart (a page
 * with cart lines loaded it, or a change answered with it), they follow that cart and keep it
 * fresh; until then, the count the root loaded. So a page with lines fetches nothing more for
 * them, and one without fetches no lines.
 */
export function useCartSummary() {
  // Until the shopper is known (a shared page's personal part, decision 0101), nothing is asked.
  const known = useQuery(sessionQuery).data !== undefined
  const cart = useQuery({ ...cartQuery, enabled: (query) => query.state.data !== undefined })
  const count = useQuery({ ...cartCountQuery, enabled: known && cart.data === undefined })
  return { cart, count, known }
}
