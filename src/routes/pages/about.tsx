import { createFileRoute } from '@tanstack/react-router'
import { StaticPage } from '../../features/content/components/StaticPage'
import { AboutContent } from '../../features/content/pages/AboutContent'
import { STATIC_PAGES } from '../../features/content/static-pages'
import { HowItWorks } from '../../features/site/components/HowItWorks'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/pages/about')({
  head: ({ matches }) => pageHead(matches, STATIC_PAGES.about),
  component: () => (
    <StaticPage slug="about">
      <AboutContent howItWorks={<HowItWorks service="food" />} />
    </StaticPage>
  ),
})
