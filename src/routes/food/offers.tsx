import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Pager } from '../../components/Pager'
import { withCartLines } from '../../features/cart/cart.queries'
import { MealOrderControl } from '../../features/cart/components/MealOrderControl'
import { offersQuery } from '../../features/catalogue/catalogue.queries'
import { OfferCard } from '../../features/catalogue/components/OfferCard'
import { pageHead } from '../../i18n/head'
import { validatePageSearch } from '../../lib/route-search'

const PER_PAGE = 12

export const Route = createFileRoute('/food/offers')({
  staticData: { cartLines: true, sharedPage: true },
  validateSearch: validatePageSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    withCartLines(
      context.queryClient,
      context.queryClient.ensureQueryData(offersQuery({ page: deps.page, perPage: PER_PAGE })),
    ),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Offers`,
      description: msg`Discounts from home kitchens across Nairobi, running now.`,
      keywords: msg`offers, discounts, deals, home-cooked food, Nairobi`,
      summary: msg`What is cheaper today.`,
    }),
  component: OffersPage,
})

function OffersPage() {
  const { page = 1 } = Route.useSearch()
  const { data } = useSuspenseQuery(offersQuery({ page, perPage: PER_PAGE }))
  return (
    <main className="page list-page">
      <h1>
        <Trans>Offers running now</Trans>
      </h1>
      {data.items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No kitchen has an offer running right now. Come back tomorrow!</Trans>
          </p>
          <Link to="/food/kitchens" className="button">
            <Trans>Find a kitchen</Trans>
          </Link>
        </div>
      ) : (
        <ul className="card-grid list-grid">
          {data.items.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                priority={index === 0}
                orderControl={(meal) => <MealOrderControl meal={{ ...meal, kitchen: offer.kitchen }} />}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={Math.max(1, data.pageCount)}
        link={(to, rel, label) => (
          <Link to="/food/offers" search={{ page: to }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </main>
  )
}
