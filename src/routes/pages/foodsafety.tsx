import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { FoodSafetyContent } from '../../features/content/pages/FoodSafetyContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/foodsafety')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.foodsafety),
  component: () => (
    <StaticPage slug="foodsafety">
      <FoodSafetyContent />
    </StaticPage>
  ),
})
