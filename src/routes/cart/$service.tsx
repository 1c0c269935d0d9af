import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { servicesQuery } from '../../features/site/site.queries'
import { pageHead } from '../../i18n/head'
import { SERVICES, type Service } from '../../lib/catalogue-lists'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { CartPage, loadCartPage } from './-cart-page'

const isService = (name: string): name is Service => (SERVICES as readonly string[]).includes(name)

/**
 * The cart of a switched-on service other than food (SPEC §2's cart variants; food's is its own
 * route). A service that sells nothing of its own (the cookbook: a recipe's ingredients go into
 * the grocery cart) sends the shopper to the cart its things went into.
 */
export const Route = createFileRoute('/cart/$service')({
  staticData: { cartLines: true },
  beforeLoad: async ({ params, context }) => {
    const { service } = params
    if (!isService(service) || service === 'food') throw notFound()
    const enabled = await context.queryClient.ensureQueryData(servicesQuery)
    if (!enabled.includes(service)) throw notFound()
    const { cart } = SERVICE_DEFINITIONS[service]
    if (cart !== service) {
      if (!enabled.includes(cart)) throw notFound()
      throw redirect({ to: '/cart/$service', params: { service: cart }, replace: true })
    }
    return { cartService: service }
  },
  loader: ({ context: { queryClient, cartService } }) => loadCartPage(queryClient, cartService),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Your cart`, description: msg`What is in your cart, by seller.` }),
  component: function ServiceCart() {
    const { cartService } = Route.useRouteContext()
    return <CartPage service={cartService} />
  },
})
