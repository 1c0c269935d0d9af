import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { TermsContent } from '../../features/content/pages/TermsContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/terms')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.terms),
  component: () => (
    <StaticPage slug="terms">
      <TermsContent />
    </StaticPage>
  ),
})
