import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { Pager } from '../../../components/Pager'
import { QuantityControl } from '../../../features/cart/components/QuantityControl'
import { mealsQuery } from '../../../features/catalog/catalog.queries'
import { MealCard } from '../../../features/catalog/components/MealCard'
import { pageHead } from '../../../i18n/head'
import { validatePageSearch } from '../../../lib/route-search'

const PER_PAGE = 12

export const Route = createFileRoute('/food/meals/')({
  validateSearch: validatePageSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(mealsQuery({ page: deps.page, perPage: PER_PAGE })),
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
  const { page = 1 } = Route.useSearch()
  const { data } = useSuspenseQuery(mealsQuery({ page, perPage: PER_PAGE }))
  return (
    <main className="page">
      <h1>
        <Trans>Meals cooked near you</Trans>
      </h1>
      <ul className="card-grid">
        {data.items.map((meal) => (
          <li key={meal.id}>
            <MealCard
              meal={meal}
              showKitchen
              action={<QuantityControl itemId={meal.id} name={meal.name} left={meal.portionsLeft} />}
            />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={data.pageCount}
        link={(to, rel, label) => (
          <Link to="/food/meals" search={{ page: to }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </main>
  )
}
