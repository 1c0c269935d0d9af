import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LazyPart } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { withCartLines } from '../../../features/cart/cart.queries'
import { MenuItemOrder } from '../../../features/cart/components/PausedAdd'
import { kitchenQuery } from '../../../features/catalogue/catalogue.queries'
import { KitchenGlance } from '../../../features/catalogue/components/KitchenGlance'
import { KitchenMenu } from '../../../features/catalogue/components/KitchenMenu'
import { useRememberViewed } from '../../../features/catalogue/use-remember-viewed'
import { FavoriteButton } from '../../../features/favorites/components/FavoriteButton'
import { pageHead } from '../../../i18n/head'
import { useContentLang } from '../../../i18n/use-content-lang'
import { idParam, ofService, orNotFound } from '../../../lib/route-loading'

// Parts that respond to no input, server-rendered into the page: their code (and the reviews'
// query) arrives after the page is interactive, off its critical-path script (record 0012's budget).
// The details carry the small map's lazy import with them (./-kitchen-details.tsx, record 0038).
const KitchenDetails = lazyComponent('KitchenDetails', () => import('./-kitchen-details'))
const KitchenReviews = lazyComponent(
  'KitchenReviews',
  () => import('../../../features/reviews/components/KitchenReviews'),
)

export const Route = createFileRoute('/food/kitchens/$id')({
  staticData: { cartLines: true, sharedPage: true },
  loader: ({ context, params }) =>
    withCartLines(
      context.queryClient,
      ofService('food', orNotFound(context.queryClient.ensureQueryData(kitchenQuery(idParam(params.id))))),
    ),
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      title: loaderData?.name ?? '',
      description: loaderData ? `${loaderData.tagline} — ${loaderData.neighbourhood}` : '',
      keywords: loaderData ? `${loaderData.name}, ${loaderData.neighbourhood}, Nairobi` : undefined,
      summary: loaderData?.tagline,
    }),
  component: KitchenPage,
})

function KitchenPage() {
  const { id } = Route.useParams()
  const { data: kitchen } = useSuspenseQuery(kitchenQuery(Number(id)))
  const contentLang = useContentLang()
  useRememberViewed('kitchen', kitchen.id, kitchen.name, kitchen.neighbourhood)
  return (
    <main className="page kitchen-page">
      <img
        className="kitchen-cover"
        src={kitchen.coverImage}
        alt=""
        width={1200}
        height={450}
        fetchPriority="high"
      />
      <div className="title-row">
        <h1>{kitchen.name}</h1>
        <FavoriteButton kind="kitchens" id={kitchen.id} name={kitchen.name} />
      </div>
      <p className="kitchen-tagline" {...contentLang(kitchen.language)}>
        {kitchen.tagline}
      </p>
      <KitchenGlance kitchen={kitchen} />
      <KitchenMenu
        meals={kitchen.meals}
        orderControl={(meal) => <MenuItemOrder pausedUntil={kitchen.pausedUntil} item={meal} />}
      />
      <LazyPart>
        <KitchenDetails kitchen={kitchen} />
      </LazyPart>
      <LazyPart>
        <KitchenReviews kitchenId={kitchen.id} />
      </LazyPart>
    </main>
  )
}
