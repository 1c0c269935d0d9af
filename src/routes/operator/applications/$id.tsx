import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ErrorPage } from '../../../components/ErrorPage'
import { authenticated } from '../../../features/accounts/guards'
import { applicationQuery, applicationsQuery } from '../../../features/applications/applications.queries'
import { ApplicationReview } from '../../../features/applications/components/ApplicationReview'
import { pageHead } from '../../../i18n/head'
import { idParam, orNotFound } from '../../../lib/route-loading'

/** One application under review (operators only; the API answers 404 for anyone else's). */
export const Route = createFileRoute('/operator/applications/$id')({
  beforeLoad: authenticated,
  loader: async ({ context, params }) => {
    // The list's first page says whether the account reviews applications (OPERATOR_EMAILS counts).
    const queue = await context.queryClient.ensureQueryData(applicationsQuery(undefined, 1))
    if (!queue.asOperator) return { refused: true }
    const application = await orNotFound(
      context.queryClient.ensureQueryData(applicationQuery(idParam(params.id))),
    )
    return { refused: false, name: application.kitchenName }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      title: loaderData && 'name' in loaderData ? (loaderData.name ?? '') : msg`Applications`,
      description: msg`Kitchens applying to join, to review.`,
    }),
  component: ApplicationPage,
})

function ApplicationPage() {
  const { _ } = useLingui()
  const { refused } = Route.useLoaderData()
  if (refused) return <ErrorPage status={403} message={_('application.operatorOnly')} />
  return <ReviewPage />
}

function ReviewPage() {
  const { id } = Route.useParams()
  const { data: application } = useSuspenseQuery(applicationQuery(Number(id)))
  const number = application.id
  return (
    <main className="page">
      <p>
        <Link to="/operator/applications">
          <Trans>All applications</Trans>
        </Link>
      </p>
      <h1>
        <Trans>
          Application {number}: {application.kitchenName}
        </Trans>
      </h1>
      <ApplicationReview application={application} />
    </main>
  )
}
