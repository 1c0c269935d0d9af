import { createFileRoute } from '@tanstack/react-router'
import { InquiryForm } from '../../features/content/components/InquiryForm'
import { StaticPage } from '../../features/content/components/StaticPage'
import { PartnershipContent } from '../../features/content/pages/PartnershipContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/partnership')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.partnership),
  component: () => (
    <StaticPage slug="partnership">
      <PartnershipContent />
      <InquiryForm kind="partnership" />
    </StaticPage>
  ),
})
