import { useLingui } from '@lingui/react'
import { SERVICE_LABELS } from '../../features/site/components/ServiceButtons'
import { ServiceTabs } from '../../features/site/components/ServiceTabs'

/**
 * Food's tabs (kitchens, meals, offers, search, join): above each food page (./route.tsx), and
 * above the skeleton of a food page that is slow to come (__root.tsx), so they stay in place
 * while it loads. Not a route: the router skips files whose name starts with '-'.
 */
export function FoodTabs() {
  const { _ } = useLingui()
  return <ServiceTabs service="food" label={_(SERVICE_LABELS.food)} />
}

/** Whether a router path (no locale prefix) is one of food's pages, under its tabs. */
export const underFoodTabs = (path: string) => path === '/food' || path.startsWith('/food/')
