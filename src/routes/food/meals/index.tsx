import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Pager } from '../../../components/Pager'
import { withCartLines } from '../../../features/cart/cart.queries'
import { MealOrderControl } from '../../../features/cart/components/MealOrderControl'
import { mealsQuery } from '../../../features/catalogue/catalogue.queries'
import { ListFilters } from '../../../features/catalogue/components/ListFilters'
import { MealCard } from '../../../features/catalogue/components/MealCard'
import { pageHead } from '../../../i18n/head'
import { filtersOf, validateListSearch } from '../../../lib/catalogue-filters'

const PER_PAGE = 12

export const Route = createFileRoute('/food/meals/')({
  staticData: { cartLines: true, sharedPage: true },
  // Filters and sort in the URL (SPEC §1): one that fails is dropped, a bad page is a 404.
  validateSearch: validateListSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, filters: filtersOf(search) }),
  loader: ({ context, deps }) =>
    withCartLines(
      context.queryClient,
      context.queryClient.ensureQueryData(
        mealsQuery({ ...deps.filters, page: deps.page, perPage: PER_PAGE }),
      ),
    ),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Meals`,
      description: msg`Home-cooked meals from kitchens across Nairobi, with prices, dietary tags and allergens.`,
      keywords: msg`meals, pilau, chapati, nyama choma, home-cooked, Nairobi`,
      summary: msg`Every meal cooking on HomeCooked today.`,
    }),
  component: MealsPage,
})

function MealsPage() {
  const search = Route.useSearch()
  const page = search.page ?? 1
  const filters = filtersOf(search)
  const { data } = useSuspenseQuery(mealsQuery({ ...filters, page, perPage: PER_PAGE }))
  return (
    <main className="page list-page">
      <h1>
        <Trans>Meals cooked near you</Trans>
      </h1>
      <ListFilters
        filters={filters}
        total={data.total}
        totalCapped={data.totalCapped}
        what="meals"
        noDeliveryPlace={data.noDeliveryPlace}
        link={(next, label) => (
          <Link to="/food/meals" search={next}>
            {label}
          </Link>
        )}
      />
      {data.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No meal matches all of these filters. Take one off, or</Trans>{' '}
          <Link to="/food/meals">
            <Trans>see every meal</Trans>
          </Link>
        </p>
      ) : null}
      <ul className="card-grid list-grid">
        {data.items.map((meal, index) => (
          <li key={meal.id}>
            {/* The first picture is the page's largest paint: fetched first, the others when near. */}
            <MealCard
              meal={meal}
              showKitchen
              compact
              priority={index === 0}
              action={<MealOrderControl meal={meal} />}
            />
          </li>
        ))}
      </ul>
      {data.pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={data.pageCount}
          more={data.totalCapped}
          link={(to, rel, label) => (
            <Link to="/food/meals" search={{ ...filters, page: to }} rel={rel}>
              {label}
            </Link>
          )}
        />
      ) : null}
    </main>
  )
}
