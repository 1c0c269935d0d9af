import { createFileRoute, Outlet } from '@tanstack/react-router'
import { FoodTabs } from './-food-tabs'

/** The food layout: the service's tabs (kitchens, meals, offers, search, join) above each page. */
export const Route = createFileRoute('/food')({ component: FoodLayout })

function FoodLayout() {
  return (
    <div className="service-layout">
      <FoodTabs />
      <Outlet />
    </div>
  )
}
