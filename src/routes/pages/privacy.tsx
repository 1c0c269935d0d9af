import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { PrivacyContent } from '../../features/content/pages/PrivacyContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/privacy')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.privacy),
  component: () => (
    <StaticPage slug="privacy">
      <PrivacyContent />
    </StaticPage>
  ),
})
