import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { JOIN_WORDS } from '../../features/applications/application-labels'
import { ApplicationForm } from '../../features/applications/components/ApplicationForm'
import { SERVICE_TITLES } from '../../features/site/service-texts'
import { pageHead } from '../../i18n/head'

/**
 * The join page of a service other than food (grocery, farm, chef, cookbook): the same
 * application in the service's own words. It answers only while its service is switched on
 * (the $service layout's 404 otherwise, SPEC §1).
 */
export const Route = createFileRoute('/$service/join')({
  head: ({ matches, match }) =>
    pageHead(matches, {
      title: JOIN_WORDS[match.context.service].title,
      description: SERVICE_TITLES[match.context.service],
    }),
  component: ServiceJoinPage,
})

function ServiceJoinPage() {
  const { _ } = useLingui()
  const { service } = Route.useRouteContext()
  return (
    <main className="page static-page">
      <h1>{_(JOIN_WORDS[service].title)}</h1>
      <p>
        <Trans>
          Tell us about your business and send the two documents every food handler in Kenya needs: the
          medical certificate and the county food licence. We write to you at each step of the review.
        </Trans>
      </p>
      <ApplicationForm service={service} />
    </main>
  )
}
