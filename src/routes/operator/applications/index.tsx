import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ErrorPage } from '../../../components/ErrorPage'
import { Pager } from '../../../components/Pager'
import { APPLICATION_STATUSES } from '../../../contracts/applications.lists'
import { authenticated } from '../../../features/accounts/guards'
import { STATUS_LABELS } from '../../../features/applications/application-labels'
import { applicationQuery, applicationsQuery } from '../../../features/applications/applications.queries'
import { ApplicationList } from '../../../features/applications/components/ApplicationList'
import { ApplicationReview } from '../../../features/applications/components/ApplicationReview'
import { pageHead } from '../../../i18n/head'
import { orNotFound } from '../../../lib/route-loading'
import { PageSearch, parseSearch } from '../../../lib/route-search'

/** `?status=` filters the list, `?id=` opens one application. */
const ReviewSearch = v.object({
  ...PageSearch.entries,
  status: v.optional(v.picklist(APPLICATION_STATUSES)),
  id: PageSearch.entries.page,
})

/**
 * The operators' review of applications to join (role operator, or OPERATOR_EMAILS): the list by
 * status, newest first, and one application opened (`?id=`). A visitor is sent to sign in; anyone
 * else signed in sees the 403 page. One route, its loader in the page's chunk: the entry every
 * shopper page downloads carries only this definition (the byte budget).
 */
export const Route = createFileRoute('/operator/applications/')({
  // Search and sign-in are checked in the loader, which loads with the page's own chunk.
  loaderDeps: ({ search }) => ({ search }),
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, deps, location }) => {
    const search = parseSearch(ReviewSearch, deps.search)
    if ('invalid' in search) throw notFound()
    await authenticated({ context, location })
    // The list says whether the account reviews applications at all.
    const list = await context.queryClient.ensureQueryData(applicationsQuery(search.status, search.page ?? 1))
    if (list.asOperator && search.id)
      await orNotFound(context.queryClient.ensureQueryData(applicationQuery(search.id)))
    return search
  },
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Applications`, description: msg`Kitchens applying to join, to review.` }),
  component: ReviewPage,
})

function ReviewPage() {
  const { _ } = useLingui()
  const { status, page = 1, id } = Route.useLoaderData()
  const { data } = useSuspenseQuery(applicationsQuery(status, page))
  if (!data.asOperator) return <ErrorPage status={403} message={_('application.operatorOnly')} />
  if (id) return <OneApplication id={id} />
  return (
    <main className="page">
      <h1>
        <Trans>Applications</Trans>
      </h1>
      <p>
        <Link to="/operator/renewals">
          <Trans>Renewed documents to check</Trans>
        </Link>
      </p>
      <nav aria-label={_(msg`Filter by status`)} className="button-row">
        <Link to="/operator/applications" search={{}} activeOptions={{ includeSearch: true }}>
          <Trans>All</Trans>
        </Link>
        {APPLICATION_STATUSES.map((s) => (
          <Link
            key={s}
            to="/operator/applications"
            search={{ status: s }}
            activeOptions={{ includeSearch: true }}
          >
            {_(STATUS_LABELS[s])}
          </Link>
        ))}
      </nav>
      <ApplicationList
        applications={data.items}
        link={(open, label) => (
          <Link to="/operator/applications" search={{ id: open }}>
            {label}
          </Link>
        )}
      />
      {data.pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={data.pageCount}
          link={(to, rel, label) => (
            <Link to="/operator/applications" search={{ status, page: to }} rel={rel}>
              {label}
            </Link>
          )}
        />
      ) : null}
    </main>
  )
}

function OneApplication({ id }: { id: number }) {
  const { data: application } = useSuspenseQuery(applicationQuery(id))
  const number = application.id
  const name = application.kitchenName
  return (
    <main className="page">
      <p>
        <Link to="/operator/applications">
          <Trans>All applications</Trans>
        </Link>
      </p>
      <h1>
        <Trans>
          Application {number}: {name}
        </Trans>
      </h1>
      <ApplicationReview application={application} />
    </main>
  )
}
