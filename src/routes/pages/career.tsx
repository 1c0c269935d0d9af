import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { CareerContent } from '../../features/content/pages/CareerContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/career')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.career),
  component: () => (
    <StaticPage slug="career">
      <CareerContent />
    </StaticPage>
  ),
})
