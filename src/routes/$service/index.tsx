import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HowItWorks } from '../../features/site/components/HowItWorks'
import { SERVICE_LABELS } from '../../features/site/components/ServiceButtons'
import { HOW_IT_WORKS, SERVICE_TITLES } from '../../features/site/service-texts'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/$service/')({
  head: ({ matches, match }) => {
    const service = match.context.service
    return pageHead(matches, { title: SERVICE_TITLES[service], description: HOW_IT_WORKS[service][0] })
  },
  component: ServiceHome,
})

function ServiceHome() {
  const { _ } = useLingui()
  const { service } = Route.useRouteContext()
  return (
    <main className="page">
      <h1>{_(SERVICE_LABELS[service])}</h1>
      <HowItWorks service={service} />
      <p>
        <Trans>Nobody offers this near you yet. Check back soon.</Trans>
      </p>
    </main>
  )
}
