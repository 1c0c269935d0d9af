import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { LazyPart } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { CartServiceProvider } from '../../../components/cart-service'
import { Kes } from '../../../components/format/Kes'
import { addRecipeIngredients } from '../../../features/cart/cart.functions'
import { showCart, withCartLines } from '../../../features/cart/cart.queries'
import { MealOrdering } from '../../../features/cart/components/MealOrdering'
import { MenuItemOrder } from '../../../features/cart/components/PausedAdd'
import { kitchenQuery, mealQuery } from '../../../features/catalogue/catalogue.queries'
import type { MealDetail } from '../../../features/catalogue/catalogue.types'
import { CATEGORY_LABELS } from '../../../features/catalogue/catalogue-labels'
import { Duration, UnitOf } from '../../../features/catalogue/components/ItemUnit'
import { KitchenMenu } from '../../../features/catalogue/components/KitchenMenu'
import { pageHead } from '../../../i18n/head'
import { useContentLang } from '../../../i18n/use-content-lang'
import { unwrap } from '../../../lib/api-errors'
import type { Service } from '../../../lib/catalogue-lists'
import { idParam, ofService, orNotFound } from '../../../lib/route-loading'
import { roleOf, SERVICE_DEFINITIONS, sectionFor } from '../../../lib/service-definitions'

// The provider's story, hours and small map: the same lazy part as a kitchen's page (record 0038).
const ProviderDetails = lazyComponent('KitchenDetails', () => import('../../food/kitchens/-kitchen-details'))

/** Which service's catalogue a section's detail page reads: the cookbook's ingredients are grocery products. */
const catalogueOf = (service: Service, role: 'providers' | 'items' | 'ingredients'): Service =>
  role === 'ingredients' ? 'grocery' : service

/**
 * A provider's page (a store, a farmer, a chef, a creator) or an item's (a product, produce, an
 * experience, a recipe, an ingredient) in a switched-on service other than food, by id (SPEC §2).
 * One of another service, or of none, is a 404: /grocery/stores/1 is never a food kitchen.
 */
export const Route = createFileRoute('/$service/$section/$id')({
  staticData: { cartLines: true },
  beforeLoad: ({ params, context }) => {
    const role = roleOf(context.service, params.section)
    if (role !== 'providers' && role !== 'items' && role !== 'ingredients') throw notFound()
    return { role }
  },
  loader: async ({ context: { queryClient, service, role }, params }) => {
    const id = idParam(params.id)
    const wanted = catalogueOf(service, role)
    const found =
      role === 'providers'
        ? await withCartLines(
            queryClient,
            ofService(wanted, orNotFound(queryClient.ensureQueryData(kitchenQuery(id)))),
            SERVICE_DEFINITIONS[wanted].cart,
          )
        : await withCartLines(
            queryClient,
            ofService(wanted, orNotFound(queryClient.ensureQueryData(mealQuery(id)))),
            SERVICE_DEFINITIONS[wanted].cart,
          )
    return { name: found.name, summary: 'tagline' in found ? found.tagline : found.description }
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      title: loaderData?.name ?? '',
      description: loaderData?.summary ?? '',
      summary: loaderData?.summary,
    }),
  component: DetailPage,
})

function DetailPage() {
  const { service, role } = Route.useRouteContext()
  const id = Number(Route.useParams().id)
  const shown = catalogueOf(service, role)
  return (
    <CartServiceProvider service={shown}>
      {role === 'providers' ? (
        <ProviderPage id={id} service={service} />
      ) : (
        <ItemPage id={id} service={shown} />
      )}
    </CartServiceProvider>
  )
}

function ProviderPage({ id, service }: { id: number; service: Service }) {
  const { data: provider } = useSuspenseQuery(kitchenQuery(id))
  const contentLang = useContentLang()
  const sold = SERVICE_DEFINITIONS[service].sold
  return (
    <main className="page kitchen-page">
      <img
        className="kitchen-cover"
        src={provider.coverImage}
        alt=""
        width={1200}
        height={450}
        fetchPriority="high"
      />
      <h1 dir="auto">{provider.name}</h1>
      <p className="kitchen-tagline" dir="auto" {...contentLang(provider.language)}>
        {provider.tagline}
      </p>
      <KitchenMenu
        meals={provider.meals}
        orderControl={(item) =>
          sold ? <MenuItemOrder pausedUntil={provider.pausedUntil} item={item} /> : null
        }
      />
      <LazyPart>
        <ProviderDetails kitchen={provider} />
      </LazyPart>
    </main>
  )
}

function ItemPage({ id, service }: { id: number; service: Service }) {
  const { i18n } = useLingui()
  const contentLang = useContentLang()
  const { data: item } = useSuspenseQuery(mealQuery(id))
  const sold = SERVICE_DEFINITIONS[service].sold
  return (
    <main className="page meal-page">
      <img className="meal-image" src={item.image} alt="" width={800} height={600} fetchPriority="high" />
      <div className="meal-summary">
        <p className="card-meta">{i18n._(CATEGORY_LABELS[item.category])}</p>
        <h1 dir="auto">{item.name}</h1>
        <p className="card-meta" dir="auto">
          <CatalogueLink service={service} what="provider" id={item.kitchen.id}>
            {item.kitchen.name}
          </CatalogueLink>{' '}
          · {item.kitchen.neighbourhood}
        </p>
        {item.durationMinutes ? (
          <p className="card-meta">
            <Duration minutes={item.durationMinutes} />
          </p>
        ) : null}
        {sold ? (
          <>
            <p className="meal-price">
              <strong>
                <Kes amount={item.priceKes} />
                <UnitOf unit={item.unit} />
              </strong>
            </p>
            <MealOrdering meal={item} ordering={item.ordering} />
          </>
        ) : null}
        <p dir="auto" {...contentLang(item.language)}>
          {item.description}
        </p>
      </div>
      {item.recipeIngredients.length > 0 ? <RecipeIngredients recipe={item} /> : null}
      {item.usedInRecipes.length > 0 ? (
        <section aria-labelledby="recipes-heading">
          <h2 id="recipes-heading">
            <Trans>Recipes using it</Trans>
          </h2>
          <ul>
            {item.usedInRecipes.map((recipe) => (
              <li key={recipe.id}>
                <Link
                  to="/$service/$section/$id"
                  params={{
                    service: 'cookbook',
                    section: sectionFor('cookbook', 'items'),
                    id: String(recipe.id),
                  }}
                >
                  {recipe.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}

/** A recipe's ingredients, each a grocery product, and one button that puts them all in the grocery cart. */
function RecipeIngredients({ recipe }: { recipe: MealDetail }) {
  const queryClient = useQueryClient()
  const add = useMutation({
    mutationFn: async () => unwrap(await addRecipeIngredients({ data: { recipeId: recipe.id } })),
    // A failure is shown by RequestFailureAlerts (SPEC §8).
    onSuccess: (cart) => showCart(queryClient, cart),
  })
  return (
    <section aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">
        <Trans>Ingredients</Trans>
      </h2>
      <ul>
        {recipe.recipeIngredients.map(({ amount, quantity, product }) => {
          // The creator's and the store's words, in their own direction inside any page's.
          const store = <bdi>{product.kitchen.name}</bdi>
          const price = (
            <bdi>
              <Kes amount={product.priceKes} />
              <UnitOf unit={product.unit} />
            </bdi>
          )
          return (
            <li key={product.id}>
              <CatalogueLink service="grocery" what="item" id={product.id}>
                {product.name}
              </CatalogueLink>{' '}
              <bdi>{amount}</bdi>
              <br />
              <span className="card-meta">
                <Trans>
                  {quantity} × {price} at {store}
                </Trans>
              </span>
            </li>
          )
        })}
      </ul>
      <p>
        <button type="button" className="button" disabled={add.isPending} onClick={() => add.mutate()}>
          <Trans>Add the ingredients to my grocery cart</Trans>
        </button>
      </p>
      {add.isSuccess ? (
        <p role="status">
          <Trans>
            The ingredients are in your{' '}
            <Link to="/cart/$service" params={{ service: 'grocery' }}>
              grocery cart
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
