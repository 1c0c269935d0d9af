import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { HelpContent } from '../../features/content/pages/HelpContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/help')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.help),
  component: () => (
    <StaticPage slug="help">
      <HelpContent />
    </StaticPage>
  ),
})
