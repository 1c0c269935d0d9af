import { createFileRoute } from '@tanstack/react-router'
import { InquiryForm } from '../../features/content/components/InquiryForm'
import { StaticPage } from '../../features/content/components/StaticPage'
import { loadStaticContent, STATIC_CONTENT_STALE_MS } from '../../features/content/static-page-route'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/partnership')({
  loader: loadStaticContent('partnership'),
  staleTime: STATIC_CONTENT_STALE_MS,
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.partnership),
  component: () => (
    <StaticPage slug="partnership" content={Route.useLoaderData()}>
      <InquiryForm kind="partnership" />
    </StaticPage>
  ),
})
