import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { LazyPart } from '../../boot/LazyPart'
import { lazyComponent } from '../../boot/lazy-component'
import { ListIcon, MapIcon } from '../../components/icons'
import { withCartLines } from '../../features/cart/cart.queries'
import { MealOrderControl } from '../../features/cart/components/MealOrderControl'
import { noResultsQuery, searchQuery } from '../../features/catalogue/catalogue.queries'
import { SearchBox } from '../../features/catalogue/components/SearchBox'
import { SearchInstead } from '../../features/catalogue/components/SearchInstead'
import { SearchResults } from '../../features/catalogue/components/SearchResults'
import { pageHead } from '../../i18n/head'
import { filtersOf } from '../../lib/catalogue-filters'
import { validateKeywordPageSearch } from '../../lib/route-search'

// The page is at its script ceiling: the filters' form (server-rendered, a plain GET form) and
// the map (record 0038) are lazy parts; only the link to the map is on the critical path.
const ListFilters = lazyComponent('ListFilters', () =>
  import('../../features/catalogue/components/ListFilters').then((m) => ({ default: m.ListFilters })),
)
const SearchMap = lazyComponent('SearchMap', () => import('../../features/map/SearchMap'))
// Links only: they work as plain links until their code arrives.
const Pager = lazyComponent('Pager', () =>
  import('../../components/Pager').then((m) => ({ default: m.Pager })),
)

/** The map shows every result of the search at once (the API's most), as the kitchens' map does. */
const MAP_PER_PAGE = 100

/** A page of results; when it has none, what to offer instead comes with it (the server renders both). */
async function loadSearch(
  queryClient: QueryClient,
  q: string,
  page: number,
  filters: ReturnType<typeof filtersOf>,
  perPage: number | undefined,
) {
  const results = await queryClient.ensureQueryData(searchQuery(q, page, filters, perPage))
  if (results.kitchens.total + results.meals.total === 0) await queryClient.ensureQueryData(noResultsQuery(q))
  return results
}

export const Route = createFileRoute('/food/search')({
  staticData: { cartLines: true, sharedPage: true },
  // The keyword, filters, view and page stay in the URL, so a search can be shared and reloaded.
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateKeywordPageSearch(search),
    ...filtersOf(search),
    ...(search.view === 'map' ? { view: 'map' as const } : {}),
  }),
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({
    q: search.q,
    page: search.page ?? 1,
    filters: filtersOf(search),
    view: search.view,
  }),
  loader: ({ context, deps }) =>
    withCartLines(
      context.queryClient,
      deps.q
        ? loadSearch(context.queryClient, deps.q, deps.page, deps.filters, deps.view && MAP_PER_PAGE)
        : Promise.resolve(null),
    ),
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
  const search = Route.useSearch()
  const { q = '', page = 1, view } = search
  const filters = filtersOf(search)
  const navigate = useNavigate()
  const { data } = useQuery({
    ...searchQuery(q, page, filters, view && MAP_PER_PAGE),
    enabled: Boolean(q),
  })
  const found = data ? data.kitchens.total + data.meals.total : undefined
  const { data: instead } = useQuery({ ...noResultsQuery(q), enabled: Boolean(q) && found === 0 })
  return (
    <main className="page list-page">
      <h1>
        <Trans>Search</Trans>
      </h1>
      <SearchBox
        q={q}
        onSearch={(keyword) =>
          void navigate({ to: '/food/search', search: keyword ? { ...filters, view, q: keyword } : {} })
        }
        filters={
          q && data ? (
            <LazyPart>
              <ListFilters
                filters={filters}
                what="search"
                q={q}
                view={view}
                quick={false}
                noDeliveryPlace={data.noDeliveryPlace}
                link={(next, label) => (
                  <Link to="/food/search" search={{ ...next, q, view }}>
                    {label}
                  </Link>
                )}
                extra={
                  // A link, so the map view is a URL like any filter; an icon, to share the box's row.
                  <Link
                    className="chip chip-icon"
                    to="/food/search"
                    search={{ ...filters, q, view: view ? undefined : 'map' }}
                  >
                    {view ? <ListIcon /> : <MapIcon />}
                    <span className="visually-hidden">
                      {view ? <Trans>Show as a list only</Trans> : <Trans>Show on a map</Trans>}
                    </span>
                  </Link>
                }
              />
            </LazyPart>
          ) : null
        }
      />
      {q && data ? (
        <div className={view ? 'map-layout' : undefined}>
          {view ? (
            <LazyPart>
              <SearchMap
                kitchens={data.kitchens.items}
                meals={data.meals.items}
                bbox={filters.bbox}
                onSearchArea={(bbox) =>
                  navigate({ to: '/food/search', search: { ...filters, q, view, bbox } })
                }
              />
            </LazyPart>
          ) : null}
          <div>
            <SearchResults
              q={q}
              results={data}
              mealAction={(meal) => <MealOrderControl meal={meal} />}
              instead={
                instead ? (
                  <SearchInstead
                    names={instead.names}
                    popular={instead.popular}
                    link={(keyword, label) => (
                      <Link to="/food/search" search={{ q: keyword }}>
                        {label}
                      </Link>
                    )}
                    mealAction={(meal) => <MealOrderControl meal={meal} />}
                  />
                ) : null
              }
              pager={
                <LazyPart>
                  <Pager
                    page={page}
                    // Kitchens and meals page together: as many pages as the longer list needs.
                    pageCount={Math.max(data.kitchens.pageCount, data.meals.pageCount, 1)}
                    more={data.kitchens.totalCapped || data.meals.totalCapped}
                    link={(to, rel, label) => (
                      <Link to="/food/search" search={{ ...filters, q, view, page: to }} rel={rel}>
                        {label}
                      </Link>
                    )}
                  />
                </LazyPart>
              }
            />
          </div>
        </div>
      ) : null}
    </main>
  )
}
