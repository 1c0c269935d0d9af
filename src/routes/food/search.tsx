import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { QuantityControl } from '../../features/cart/components/QuantityControl'
import { searchQuery } from '../../features/catalog/catalog.queries'
import { KitchenGrid } from '../../features/catalog/components/KitchenGrid'
import { MealCard } from '../../features/catalog/components/MealCard'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/food/search')({
  // The keyword stays in the URL, so a search can be shared and reloaded.
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 100) } : {},
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => (deps.q ? context.queryClient.ensureQueryData(searchQuery(deps.q)) : null),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Search`,
      description: msg`Search kitchens and meals by name, dish, area or cuisine.`,
      keywords: msg`search, kitchens, meals, Nairobi`,
      summary: msg`Find a dish or a kitchen.`,
    }),
  component: SearchPage,
})

function SearchPage() {
  const { t } = useLingui()
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate()
  const { data } = useQuery({ ...searchQuery(q), enabled: Boolean(q) })
  const kitchens = data?.kitchens.total ?? 0
  const meals = data?.meals.total ?? 0
  return (
    <main className="page">
      <h1>
        <Trans>Search</Trans>
      </h1>
      <search>
        <form
          className="search-form"
          onSubmit={(event) => {
            event.preventDefault()
            const keyword = String(new FormData(event.currentTarget).get('q') ?? '').trim()
            void navigate({ to: '/food/search', search: keyword ? { q: keyword } : {} })
          }}
        >
          <label htmlFor="search-q">{t`Dish, kitchen, area or cuisine`}</label>
          <input id="search-q" name="q" type="search" defaultValue={q} maxLength={100} key={q} />
          <button type="submit" className="button">
            <Trans>Search</Trans>
          </button>
        </form>
      </search>
      {q && data ? (
        <>
          <p role="status">
            <Trans>
              {kitchens} kitchens and {meals} meals match “{q}”.
            </Trans>
          </p>
          {data.kitchens.items.length > 0 ? (
            <section aria-labelledby="kitchen-results">
              <h2 id="kitchen-results">
                <Trans>Kitchens</Trans>
              </h2>
              <KitchenGrid kitchens={data.kitchens.items} />
            </section>
          ) : null}
          {data.meals.items.length > 0 ? (
            <section aria-labelledby="meal-results">
              <h2 id="meal-results">
                <Trans>Meals</Trans>
              </h2>
              <ul className="card-grid">
                {data.meals.items.map((meal) => (
                  <li key={meal.id}>
                    <MealCard
                      meal={meal}
                      showKitchen
                      action={<QuantityControl itemId={meal.id} name={meal.name} />}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </main>
  )
}
