import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { loadStaticContent, STATIC_CONTENT_STALE_MS } from '../../features/content/static-page-route'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { HowItWorks } from '../../features/site/components/HowItWorks'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/about')({
  loader: loadStaticContent('about'),
  staleTime: STATIC_CONTENT_STALE_MS,
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.about),
  component: () => (
    <StaticPage slug="about" content={Route.useLoaderData()}>
      <HowItWorks service="food" />
    </StaticPage>
  ),
})
