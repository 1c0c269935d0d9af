import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Pager } from '../../../components/Pager'
import { kitchensQuery } from '../../../features/catalog/catalog.queries'
import { KitchenGrid } from '../../../features/catalog/components/KitchenGrid'
import { pageHead } from '../../../i18n/head'
import { validatePageSearch } from '../../../lib/route-search'

const PER_PAGE = 12

export const Route = createFileRoute('/food/kitchens/')({
  validateSearch: validatePageSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(kitchensQuery({ page: deps.page, perPage: PER_PAGE })),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Food | Find Kitchens and Restaurants Near You`,
      description: msg`Browse home kitchens and small restaurants across Nairobi, with ratings, opening hours and delivery fees.`,
      keywords: msg`kitchens, restaurants, home cooks, Nairobi, delivery`,
      summary: msg`Every kitchen cooking on HomeCooked.`,
    }),
  component: KitchensPage,
})

function KitchensPage() {
  const { page = 1 } = Route.useSearch()
  const { data } = useSuspenseQuery(kitchensQuery({ page, perPage: PER_PAGE }))
  const { pageCount } = data
  return (
    <main className="page">
      <h1>
        <Trans>Kitchens and restaurants near you</Trans>
      </h1>
      <KitchenGrid kitchens={data.items} />
      <Pager
        page={page}
        pageCount={pageCount}
        link={(to, rel, label) => (
          <Link to="/food/kitchens" search={{ page: to }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </main>
  )
}
