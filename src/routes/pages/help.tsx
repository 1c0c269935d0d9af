import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { loadStaticContent, STATIC_CONTENT_STALE_MS } from '../../features/content/static-page-route'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/help')({
  loader: loadStaticContent('help'),
  staleTime: STATIC_CONTENT_STALE_MS,
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.help),
  component: () => <StaticPage slug="help" content={Route.useLoaderData()} />,
})
