import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { CartServiceProvider } from '../../../components/cart-service'
import { Pager } from '../../../components/Pager'
import { ApplicationForm } from '../../../features/applications/components/ApplicationForm'
import { withCartLines } from '../../../features/cart/cart.queries'
import {
  kitchensQuery,
  mealsQuery,
  offersQuery,
  searchQuery,
} from '../../../features/catalogue/catalogue.queries'
import { KitchenGrid } from '../../../features/catalogue/components/KitchenGrid'
import { SearchBox } from '../../../features/catalogue/components/SearchBox'
import { HowItWorks } from '../../../features/site/components/HowItWorks'
import { SECTION_LABELS, SERVICE_TITLES } from '../../../features/site/service-texts'
import { pageHead } from '../../../i18n/head'
import type { Service } from '../../../lib/catalogue-lists'
import { validateKeywordPageSearch } from '../../../lib/route-search'
import {
  roleOf,
  SERVICE_DEFINITIONS,
  type SectionRole,
  type ServiceSection,
} from '../../../lib/service-definitions'
import { ItemGrid, NothingYet, OfferGrid } from '../-service-parts'

const PER_PAGE = 12

/** The cookbook's ingredients are grocery products (its recipes'): their steppers are the grocery cart's. */
const itemsServiceOf = (service: Service, role: SectionRole): Service =>
  role === 'ingredients' ? 'grocery' : service
const itemsQueryOf = (service: Service, role: SectionRole, page: number) =>
  mealsQuery({
    service: itemsServiceOf(service, role),
    ...(role === 'ingredients' ? { ingredientsOnly: true as const } : {}),
    page,
    perPage: PER_PAGE,
  })

/** What a section's page reads: a page of its list (the search's, for its keyword). */
function loadSection(
  queryClient: QueryClient,
  service: Service,
  role: SectionRole,
  page: number,
  q?: string,
): Promise<unknown> {
  switch (role) {
    case 'providers':
      return queryClient.ensureQueryData(kitchensQuery({ service, page, perPage: PER_PAGE }))
    case 'items':
    case 'ingredients':
      return queryClient.ensureQueryData(itemsQueryOf(service, role, page))
    case 'offers':
      return queryClient.ensureQueryData(offersQuery({ service, page, perPage: PER_PAGE }))
    case 'search':
      return q ? queryClient.ensureQueryData(searchQuery(q, page, { service }, PER_PAGE)) : Promise.resolve()
    case 'join':
      return Promise.resolve()
  }
}

/**
 * A tab of a switched-on service other than food (SPEC §2): its providers, its items, the
 * cookbook's ingredients, its offers, its search or how to join, as SERVICE_DEFINITIONS says.
 */
export const Route = createFileRoute('/$service/$section/')({
  validateSearch: validateKeywordPageSearch,
  beforeLoad: ({ params, context, search }) => {
    const role = roleOf(context.service, params.section)
    if (!role || search.invalid) throw notFound()
    return { section: params.section as ServiceSection, role }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, q: search.q }),
  loader: async ({ context: { queryClient, service, role }, deps }) => {
    if (role === 'join') return
    await withCartLines(
      queryClient,
      loadSection(queryClient, service, role, deps.page, deps.q),
      // The cart the page's steppers and header count (the cookbook's pages: the grocery cart).
      SERVICE_DEFINITIONS[itemsServiceOf(service, role)].cart,
    )
  },
  head: ({ matches, match }) =>
    pageHead(matches, {
      title: SERVICE_TITLES[match.context.service],
      description: SECTION_LABELS[match.context.section],
    }),
  component: SectionPage,
})

function SectionPage() {
  const { _ } = useLingui()
  const { service, section, role } = Route.useRouteContext()
  const { page = 1, q } = Route.useSearch()
  const navigate = useNavigate()
  const pager = (pageCount: number, more?: boolean) =>
    pageCount > 1 ? (
      <Pager
        page={page}
        pageCount={pageCount}
        more={more}
        link={(to, rel, label) => (
          <Link to="/$service/$section" params={{ service, section }} search={{ q, page: to }} rel={rel}>
            {label}
          </Link>
        )}
      />
    ) : null
  return (
    <main className="page list-page">
      <h1>{_(SECTION_LABELS[section])}</h1>
      {role === 'join' ? (
        <>
          <HowItWorks service={service} />
          <ApplicationForm service={service} />
        </>
      ) : role === 'search' ? (
        <>
          <SearchBox
            service={service}
            q={q ?? ''}
            onSearch={(keyword) =>
              void navigate({
                to: '/$service/$section',
                params: { service, section },
                search: { q: keyword },
              })
            }
          />
          {q ? <SearchResultsOf service={service} q={q} page={page} pager={pager} /> : null}
        </>
      ) : (
        <ListOf service={service} role={role} page={page} pager={pager} />
      )}
    </main>
  )
}

type PagerOf = (pageCount: number, more?: boolean) => React.ReactNode

function ListOf({
  service,
  role,
  page,
  pager,
}: {
  service: Service
  role: SectionRole
  page: number
  pager: PagerOf
}) {
  switch (role) {
    case 'providers':
      return <ProvidersList service={service} page={page} pager={pager} />
    case 'items':
    case 'ingredients':
      return <ItemsList service={service} role={role} page={page} pager={pager} />
    case 'offers':
      return <OffersList service={service} page={page} pager={pager} />
    default:
      return null
  }
}

type ListProps = { service: Service; page: number; pager: PagerOf }

function ProvidersList({ service, page, pager }: ListProps) {
  const { data } = useSuspenseQuery(kitchensQuery({ service, page, perPage: PER_PAGE }))
  if (data.items.length === 0) return <NothingYet />
  return (
    <>
      <KitchenGrid kitchens={data.items} compact />
      {pager(data.pageCount, data.totalCapped)}
    </>
  )
}

function ItemsList({ service, role, page, pager }: ListProps & { role: SectionRole }) {
  const { data } = useSuspenseQuery(itemsQueryOf(service, role, page))
  if (data.items.length === 0) return <NothingYet />
  const shown = itemsServiceOf(service, role)
  return (
    // The ingredients' steppers are the grocery cart's.
    <CartServiceProvider service={shown}>
      <ItemGrid service={shown} items={data.items} />
      {pager(data.pageCount, data.totalCapped)}
    </CartServiceProvider>
  )
}

function OffersList({ service, page, pager }: ListProps) {
  const { data } = useSuspenseQuery(offersQuery({ service, page, perPage: PER_PAGE }))
  if (data.items.length === 0) return <NothingYet />
  return (
    <>
      <OfferGrid offers={data.items} />
      {pager(data.pageCount)}
    </>
  )
}

function SearchResultsOf({
  service,
  q,
  page,
  pager,
}: {
  service: Service
  q: string
  page: number
  pager: PagerOf
}) {
  const { data } = useSuspenseQuery(searchQuery(q, page, { service }, PER_PAGE))
  const { kitchens, meals } = data
  if (kitchens.items.length === 0 && meals.items.length === 0) {
    return (
      <p className="empty-state">
        <Trans>Nothing matches “{q}”. Try another word.</Trans>
      </p>
    )
  }
  return (
    <>
      {kitchens.items.length > 0 ? <KitchenGrid kitchens={kitchens.items} compact /> : null}
      {meals.items.length > 0 ? <ItemGrid service={service} items={meals.items} /> : null}
      {pager(Math.max(kitchens.pageCount, meals.pageCount), kitchens.totalCapped || meals.totalCapped)}
    </>
  )
}
