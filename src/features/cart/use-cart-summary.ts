import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { SERVICES, type Service } from '../../lib/catalogue-lists'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { sessionQuery } from '../../session/session.queries'
import { cartCountQuery, cartQueryOf } from './cart.queries'

/**
 * The cart of the service whose pages these are (/grocery/…, /cart/chef; the cookbook's pages
 * lead to the grocery cart its ingredients go into): the header and the cart bar lead to it and
 * count it; food's everywhere else.
 */
export function usePageService(): Service {
  const { service } = useParams({ strict: false }) as { service?: string }
  return service && (SERVICES as readonly string[]).includes(service)
    ? SERVICE_DEFINITIONS[service as Service].cart
    : 'food'
}

/**
 * The cart as the header and the cart bar know it. Once the browser holds the whole cart (a page
 * with cart lines loaded it, or a change answered with it), they follow that cart and keep it
 * fresh; until then, the count the root loaded. So a page with lines fetches nothing more for
 * them, and one without fetches no lines.
 */
export function useCartSummary(service: Service = 'food') {
  // Until the shopper is known (a shared page's personal part, decision 0101), nothing is asked.
  const known = useQuery(sessionQuery).data !== undefined
  const cart = useQuery({ ...cartQueryOf(service), enabled: (query) => query.state.data !== undefined })
  // Another service's pages load its cart with them (they are not shared pages): no count of its own.
  const count = useQuery({
    ...cartCountQuery,
    enabled: known && cart.data === undefined && service === 'food',
  })
  return { cart, count: service === 'food' ? count : { data: undefined }, known }
}
