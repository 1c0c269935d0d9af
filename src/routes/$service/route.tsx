import { useLingui } from '@lingui/react'
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { CartServiceProvider } from '../../components/cart-service'
import { SERVICE_LABELS } from '../../features/site/components/ServiceButtons'
import { ServiceTabs } from '../../features/site/components/ServiceTabs'
import { servicesQuery } from '../../features/site/site.queries'
import { SERVICES, type Service } from '../../lib/catalogue-lists'

const isService = (name: string): name is Service => (SERVICES as readonly string[]).includes(name)

/**
 * The layout of the grocery, farm, chef and cookbook services (food has its own routes):
 * each answers 404 while its service is switched off (SPEC §1).
 */
export const Route = createFileRoute('/$service')({
  // Not shared pages (decision 0101): their steppers show the service's own cart, which the
  // shared pages' personal part (food's cart) does not bring.
  beforeLoad: async ({ params, context }) => {
    const { service } = params
    if (!isService(service) || service === 'food') throw notFound()
    const enabled = await context.queryClient.ensureQueryData(servicesQuery)
    if (!enabled.includes(service)) throw notFound()
    return { service }
  },
  component: ServiceLayout,
})

function ServiceLayout() {
  const { _ } = useLingui()
  const { service } = Route.useRouteContext()
  return (
    <div className="service-layout">
      <ServiceTabs service={service} label={_(SERVICE_LABELS[service])} />
      <CartServiceProvider service={service}>
        <Outlet />
      </CartServiceProvider>
    </div>
  )
}
