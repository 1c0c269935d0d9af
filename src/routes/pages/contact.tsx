import { createFileRoute } from '@tanstack/react-router'
import { InquiryForm } from '../../features/content/components/InquiryForm'
import { StaticPage } from '../../features/content/components/StaticPage'
import { ContactContent } from '../../features/content/pages/ContactContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/contact')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.contact),
  component: () => (
    <StaticPage slug="contact">
      <ContactContent />
      <InquiryForm kind="contact" />
    </StaticPage>
  ),
})
