import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ErrorPage } from '../../../components/ErrorPage'
import { Pager } from '../../../components/Pager'
import { authenticated } from '../../../features/accounts/guards'
import { STATUS_LABELS } from '../../../features/applications/application-labels'
import { APPLICATION_STATUSES } from '../../../features/applications/applications.lists'
import { applicationsQuery } from '../../../features/applications/applications.queries'
import { ApplicationList } from '../../../features/applications/components/ApplicationList'
import { pageHead } from '../../../i18n/head'
import { PageSearch, parseSearch } from '../../../lib/route-search'

const ListSearch = v.object({ ...PageSearch.entries, status: v.optional(v.picklist(APPLICATION_STATUSES)) })

/**
 * The operators' queue of applications to join (role operator, or OPERATOR_EMAILS): filtered by
 * status, newest first. Anyone else signed in sees the 403 page; a visitor is sent to sign in.
 */
export const Route = createFileRoute('/operator/applications/')({
  validateSearch: (search: Record<string, unknown>) => parseSearch(ListSearch, search),
  beforeLoad: async (context) => {
    if ('invalid' in context.search) throw notFound()
    return authenticated(context)
  },
  loaderDeps: ({ search }) =>
    'invalid' in search ? { page: 1 } : { status: search.status, page: search.page ?? 1 },
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(applicationsQuery(deps.status, deps.page)),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Applications`, description: msg`Kitchens applying to join, to review.` }),
  component: ApplicationsPage,
})

function ApplicationsPage() {
  const { _ } = useLingui()
  const { status, page } = Route.useLoaderDeps()
  const { data } = useSuspenseQuery(applicationsQuery(status, page))
  if (!data.asOperator) return <ErrorPage status={403} message={_('application.operatorOnly')} />
  return (
    <main className="page">
      <h1>
        <Trans>Applications</Trans>
      </h1>
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
        link={(id, label) => (
          <Link to="/operator/applications/$id" params={{ id: String(id) }}>
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
