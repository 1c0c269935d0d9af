import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Pager } from '../../../components/Pager'
import { OrderList } from '../../../features/orders/components/OrderList'
import { ordersQuery } from '../../../features/orders/orders.queries'
import { pageHead } from '../../../i18n/head'
import { validatePageSearch } from '../../../lib/route-search'

export const Route = createFileRoute('/account/orders/')({
  validateSearch: validatePageSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQuery(deps.page)),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Orders`, description: msg`Your orders and where they are.` }),
  component: OrdersPage,
})

function OrdersPage() {
  const { page = 1 } = Route.useSearch()
  const { data } = useSuspenseQuery(ordersQuery(page))
  return (
    <>
      <h1>
        <Trans>Orders</Trans>
      </h1>
      <OrderList orders={data.items} />
      {data.pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={data.pageCount}
          link={(to, rel, label) => (
            <Link to="/account/orders" search={{ page: to }} rel={rel}>
              {label}
            </Link>
          )}
        />
      ) : null}
    </>
  )
}
