import { useLingui } from '@lingui/react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SERVICE_LABELS } from '../../features/site/components/ServiceButtons'
import { ServiceTabs } from '../../features/site/components/ServiceTabs'

/** The food layout: the service's tabs (kitchens, meals, offers, search, join) above each page. */
export const Route = createFileRoute('/food')({ component: FoodLayout })

function FoodLayout() {
  const { _ } = useLingui()
  return (
    <div className="service-layout">
      <ServiceTabs service="food" label={_(SERVICE_LABELS.food)} />
      <Outlet />
    </div>
  )
}
