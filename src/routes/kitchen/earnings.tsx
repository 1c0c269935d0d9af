import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ErrorPage } from '../../components/ErrorPage'
import { EARNINGS_PERIODS, type EarningsPeriod } from '../../contracts/earnings.schemas'
import { authenticated } from '../../features/accounts/guards'
import { EarningsSummary } from '../../features/kitchen-console/components/EarningsSummary'
import { EarningsByDay, EarningsOrders } from '../../features/kitchen-console/components/EarningsTables'
import { kitchenEarningsQuery } from '../../features/kitchen-console/earnings.queries'
import { kitchenOnly } from '../../features/kitchen-console/kitchen-only'
import { pageHead } from '../../i18n/head'
import { formatPeriod } from '../../lib/period-format'
import { parseSearch } from '../../lib/route-search'
import { calendarDay } from '../../lib/schema-pieces'

const EarningsSearch = v.object({
  period: v.optional(v.picklist(EARNINGS_PERIODS)),
  date: v.optional(calendarDay('earnings.date')),
})

const PERIOD_LABELS = { day: msg`Day`, week: msg`Week`, month: msg`Month` } as const

/**
 * The kitchen's earnings (role kitchen), like the board: what it sold over a day, a week or a
 * month, HomeCooked's commission, the money that came in each way and who owes whom; a CSV
 * statement and a printable page (decision record 0109). A search it cannot read is a 404.
 */
export const Route = createFileRoute('/kitchen/earnings')({
  validateSearch: (search: Record<string, unknown>) => parseSearch(EarningsSearch, search),
  beforeLoad: (context) => {
    if ('invalid' in context.search) throw notFound()
    return authenticated(context)
  },
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) =>
    'invalid' in search
      ? { period: 'week' as const, date: undefined }
      : { period: search.period ?? 'week', date: search.date },
  // Money the cook just made must show: the board prefetches this page while it is in view, and
  // an order delivered since must not be missing from the figures (fetched on every visit; the
  // page itself keeps the usual freshness, so hydrating it asks nothing again).
  loader: ({ context, deps }) =>
    kitchenOnly(() =>
      context.queryClient.fetchQuery({ ...kitchenEarningsQuery(deps.period, deps.date), staleTime: 0 }),
    ),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Earnings`,
      description: msg`What your kitchen sold, HomeCooked's commission, the cash and M-Pesa received, and who owes whom.`,
    }),
  component: KitchenEarningsPage,
})

function KitchenEarningsPage() {
  const { _ } = useLingui()
  const { refused } = Route.useLoaderData()
  if (refused) return <ErrorPage status={403} message={_(refused)} />
  return <Earnings />
}

function Earnings() {
  const { _, i18n } = useLingui()
  const { period, date } = Route.useLoaderDeps()
  const { data: earnings } = useSuspenseQuery(kitchenEarningsQuery(period, date))
  const shown = formatPeriod(earnings.period, earnings.from, earnings.to, i18n.locale)
  const statement = `/files/kitchen-earnings?period=${earnings.period}&date=${earnings.from}`
  const go = (to: EarningsPeriod, day: string) => ({ period: to, date: day })
  return (
    <main className="kitchen-board earnings">
      <p className="no-print">
        <Link to="/kitchen">
          <Trans>Back to the orders</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Earnings</Trans>
      </h1>
      <nav className="earnings-periods no-print" aria-label={_(msg`Period`)}>
        {EARNINGS_PERIODS.map((each) => (
          <Link
            key={each}
            to="/kitchen/earnings"
            search={go(each, earnings.from)}
            aria-current={each === earnings.period ? 'page' : undefined}
            className="chip"
          >
            {_(PERIOD_LABELS[each])}
          </Link>
        ))}
      </nav>
      <div className="earnings-when">
        <h2>{shown}</h2>
        <p className="no-print">
          <Link to="/kitchen/earnings" search={go(earnings.period, earnings.previous)} rel="prev">
            <Trans>Earlier</Trans>
          </Link>
          {earnings.next ? (
            <>
              {' · '}
              <Link to="/kitchen/earnings" search={go(earnings.period, earnings.next)} rel="next">
                <Trans>Later</Trans>
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <EarningsSummary earnings={earnings} />
      {earnings.orders.length === 0 ? (
        <p>
          <Trans>No sales and no money in this period.</Trans>
        </p>
      ) : (
        <>
          {earnings.period === 'day' ? null : <EarningsByDay days={earnings.days} />}
          <EarningsOrders orders={earnings.orders} />
        </>
      )}
      <p className="earnings-actions no-print">
        <a className="button button-secondary" href={statement} download>
          <Trans>Download the statement (CSV)</Trans>
        </a>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </p>
    </main>
  )
}
