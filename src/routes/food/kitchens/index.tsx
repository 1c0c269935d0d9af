import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyComponent } from '../../../boot/lazy-component'
import { Pager } from '../../../components/Pager'
import { kitchensQuery } from '../../../features/catalogue/catalogue.queries'
import { KitchenGrid } from '../../../features/catalogue/components/KitchenGrid'
import { ListFilters } from '../../../features/catalogue/components/ListFilters'
import { pageHead } from '../../../i18n/head'
import { filtersOf, validateListSearch } from '../../../lib/catalogue-filters'

const PER_PAGE = 12
/** The map shows every kitchen of the filters at once (the API's most), clustered. */
const MAP_PER_PAGE = 100

// Leaflet and its CSS come with the map only (record 0038), never with the list.
const KitchenMap = lazyComponent('KitchenMap', () => import('../../../features/map/KitchenMap'))

export const Route = createFileRoute('/food/kitchens/')({
  // Filters and sort in the URL (SPEC §1): one that fails is dropped, a bad page is a 404.
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateListSearch(search),
    ...(search.view === 'map' ? { view: 'map' as const } : {}),
  }),
  // The same page for everyone who reads it (decision 0101).
  staticData: { sharedPage: true },
  beforeLoad: ({ search }) => {
    if (search.invalid) throw notFound()
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, filters: filtersOf(search), view: search.view }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      kitchensQuery({ ...deps.filters, page: deps.page, perPage: deps.view ? MAP_PER_PAGE : PER_PAGE }),
    ),
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
  const search = Route.useSearch()
  const page = search.page ?? 1
  const filters = filtersOf(search)
  const { view } = search
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(
    kitchensQuery({ ...filters, page, perPage: view ? MAP_PER_PAGE : PER_PAGE }),
  )
  const { pageCount } = data
  // 'Near me' kept the shopper's location (a cookie the server sends as X-STORE-LOCATION): the
  // list puts the nearest first and each card says how far (decision 0090). A list of that sort
  // kept from before (another place, or none: not sorted) is read again.
  const nearestFirst = () => {
    const next = { ...filters, sort: 'distance' as const }
    const { queryKey } = kitchensQuery({ ...next, page: 1, perPage: MAP_PER_PAGE })
    if (filters.sort === 'distance' && page === 1) void queryClient.invalidateQueries({ queryKey })
    else queryClient.removeQueries({ queryKey, exact: true })
    void navigate({ to: '/food/kitchens', search: { ...next, view } })
  }
  return (
    <main className="page list-page">
      <h1>
        <Trans>Kitchens and restaurants near you</Trans>
      </h1>
      <ListFilters
        filters={filters}
        total={data.total}
        totalCapped={data.totalCapped}
        what="kitchens"
        noDeliveryPlace={data.noDeliveryPlace}
        view={view}
        link={(next, label) => (
          <Link to="/food/kitchens" search={{ ...next, view }}>
            {label}
          </Link>
        )}
        extra={
          // A link, so the map view is a URL like any filter.
          <Link className="chip" to="/food/kitchens" search={{ ...filters, view: view ? undefined : 'map' }}>
            {view ? <Trans>Show as a list only</Trans> : <Trans>Show on a map</Trans>}
          </Link>
        }
      />
      {/* Wide screens: the list beside the map (app.css); narrow ones: the map above it. */}
      <div className={view ? 'map-layout' : undefined}>
        {view ? (
          <Suspense fallback={null}>
            <KitchenMap
              kitchens={data.items}
              bbox={filters.bbox}
              onSearchArea={(bbox) => navigate({ to: '/food/kitchens', search: { ...filters, view, bbox } })}
              onLocated={nearestFirst}
            />
          </Suspense>
        ) : null}
        {data.items.length > 0 ? (
          <KitchenGrid kitchens={data.items} compact />
        ) : (
          <p className="empty-state">
            <Trans>No kitchen matches all of these filters. Take one off, or</Trans>{' '}
            <Link to="/food/kitchens">
              <Trans>see every kitchen</Trans>
            </Link>
          </p>
        )}
      </div>
      {pageCount > 1 ? (
        <Pager
          page={page}
          pageCount={pageCount}
          more={data.totalCapped}
          link={(to, rel, label) => (
            <Link to="/food/kitchens" search={{ ...filters, view, page: to }} rel={rel}>
              {label}
            </Link>
          )}
        />
      ) : null}
    </main>
  )
}
