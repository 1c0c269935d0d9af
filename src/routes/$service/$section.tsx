import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { SECTION_LABELS, SERVICE_TITLES } from '../../features/site/service-texts'
import { pageHead } from '../../i18n/head'
import { isSection, type ServiceSection } from '../../lib/service-sections'

/** A tab of a switched-on service other than food; the catalogue has nothing for it yet. */
export const Route = createFileRoute('/$service/$section')({
  beforeLoad: ({ params, context }) => {
    if (!isSection(context.service, params.section)) throw notFound()
    return { section: params.section as ServiceSection }
  },
  head: ({ matches, match }) =>
    pageHead(matches, {
      title: SERVICE_TITLES[match.context.service],
      description: SECTION_LABELS[match.context.section],
    }),
  component: SectionPage,
})

function SectionPage() {
  const { _ } = useLingui()
  const { section } = Route.useRouteContext()
  return (
    <main className="page">
      <h1>{_(SECTION_LABELS[section])}</h1>
      <p>
        <Trans>Nobody offers this near you yet. Check back soon.</Trans>
      </p>
    </main>
  )
}
