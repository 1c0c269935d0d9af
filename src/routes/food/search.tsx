import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { Pager } from '../../components/Pager'
import { QuantityControl } from '../../features/cart/components/QuantityControl'
import { searchQuery } from '../../features/catalog/catalog.queries'
import { SearchBox } from '../../features/catalog/components/SearchBox'
import { SearchResults } from '../../features/catalog/components/SearchResults'
import { pageHead } from '../../i18n/head'
import { validateKeywordPageSearch } from '../../lib/route-search'

export const Route = createFileRoute('/food/search')({
  // The keyword and page stay in the URL, so a search can be shared and reloaded.
  validateSearch: validateKeywordPageSearch,
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    deps.q ? context.queryClient.ensureQueryData(searchQuery(deps.q, deps.page)) : null,
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
  const { q = '', page = 1 } = Route.useSearch()
  const navigate = useNavigate()
  const { data } = useQuery({ ...searchQuery(q, page), enabled: Boolean(q) })
  return (
    <main className="page">
      <h1>
        <Trans>Search</Trans>
      </h1>
      <SearchBox
        q={q}
        onSearch={(keyword) => void navigate({ to: '/food/search', search: keyword ? { q: keyword } : {} })}
      />
      {q && data ? (
        <SearchResults
          q={q}
          results={data}
          mealAction={(meal) => (
            <QuantityControl itemId={meal.id} name={meal.name} left={meal.portionsLeft} />
          )}
          pager={
            <Pager
              page={page}
              // Kitchens and meals page together: as many pages as the longer list needs.
              pageCount={Math.max(data.kitchens.pageCount, data.meals.pageCount, 1)}
              link={(to, rel, label) => (
                <Link to="/food/search" search={{ q, page: to }} rel={rel}>
                  {label}
                </Link>
              )}
            />
          }
        />
      ) : null}
    </main>
  )
}
