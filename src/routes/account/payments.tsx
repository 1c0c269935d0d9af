import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Pager } from '../../components/Pager'
import { MpesaNumbers } from '../../features/payments/components/MpesaNumbers'
import { PaymentList } from '../../features/payments/components/PaymentList'
import { mpesaNumbersQuery, paymentsQuery } from '../../features/payments/payments.queries'
import { pageHead } from '../../i18n/head'
import { validatePageSearch } from '../../lib/route-search'

export const Route = createFileRoute('/account/payments')({
  validateSearch: validatePageSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(paymentsQuery(deps.page)),
      context.queryClient.ensureQueryData(mpesaNumbersQuery),
    ]),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Payments`, description: msg`Your M-Pesa and cash payments.` }),
  component: PaymentsPage,
})

function PaymentsPage() {
  const { page = 1 } = Route.useSearch()
  const { data } = useSuspenseQuery(paymentsQuery(page))
  const { data: numbers } = useSuspenseQuery(mpesaNumbersQuery)
  return (
    <>
      <h1>
        <Trans>Payments</Trans>
      </h1>
      <MpesaNumbers numbers={numbers.items} />
      <PaymentList payments={data.items} />
      {data.pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={data.pageCount}
          link={(to, rel, label) => (
            <Link to="/account/payments" search={{ page: to }} rel={rel}>
              {label}
            </Link>
          )}
        />
      ) : null}
    </>
  )
}
