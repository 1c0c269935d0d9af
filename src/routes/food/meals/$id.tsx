import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { LazyPart } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { Kes } from '../../../components/format/Kes'
import { withCartLines } from '../../../features/cart/cart.queries'
import { MealOrdering } from '../../../features/cart/components/MealOrdering'
import { mealQuery, relatedMealsQuery } from '../../../features/catalogue/catalogue.queries'
import {
  ALLERGEN_LABELS,
  CATEGORY_LABELS,
  DIETARY_LABELS,
} from '../../../features/catalogue/catalogue-labels'
import { PortionsLeft } from '../../../features/catalogue/components/PortionsLeft'
import { useRememberViewed } from '../../../features/catalogue/use-remember-viewed'
import { FavoriteButton } from '../../../features/favorites/components/FavoriteButton'
import { pageHead } from '../../../i18n/head'
import { useContentLang } from '../../../i18n/use-content-lang'
import { formatKes } from '../../../lib/money'
import { idParam, ofService, orNotFound } from '../../../lib/route-loading'

// The options form is not needed for the page's first paint: its code comes after (decision 0012);
// the server renders it, so the choices and prices read as HTML before then.
const MealOptionsForm = lazyComponent('MealOptionsForm', () =>
  import('../../../features/cart/components/MealOptionsForm').then((m) => ({
    default: m.MealOptionsForm,
  })),
)

export const Route = createFileRoute('/food/meals/$id')({
  staticData: { cartLines: true, sharedPage: true },
  loader: async ({ context, params }) => {
    const id = idParam(params.id)
    const [meal] = await withCartLines(
      context.queryClient,
      Promise.all([
        ofService('food', orNotFound(context.queryClient.ensureQueryData(mealQuery(id)))),
        // Suggestions are a bonus: the meal's page shows without them when they fail.
        context.queryClient.ensureQueryData(relatedMealsQuery(id)).catch(() => null),
      ]),
    )
    return meal
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      title: loaderData ? `${loaderData.name} — ${loaderData.kitchen.name}` : '',
      description: loaderData?.description ?? '',
      keywords: loaderData
        ? `${loaderData.name}, ${loaderData.kitchen.name}, ${loaderData.kitchen.neighbourhood}`
        : undefined,
      summary: loaderData ? `${loaderData.name} — ${loaderData.kitchen.name}` : undefined,
    }),
  component: MealPage,
})

function MealPage() {
  const { id } = Route.useParams()
  const { data: meal } = useSuspenseQuery(mealQuery(Number(id)))
  const { data: related } = useQuery(relatedMealsQuery(Number(id)))
  const { i18n } = useLingui()
  const contentLang = useContentLang()
  useRememberViewed(
    'meal',
    meal.id,
    meal.name,
    `${meal.kitchen.name} · ${formatKes(meal.priceKes, i18n.locale)}`,
  )
  const portions = meal.dailyPortions
  const kitchenName = meal.kitchen.name
  const area = meal.kitchen.neighbourhood
  return (
    <main className="page meal-page">
      <img
        className="meal-image"
        src={meal.image}
        srcSet={meal.imageSrcset ?? undefined}
        sizes={meal.imageSrcset ? '(min-width: 50rem) 50rem, 100vw' : undefined}
        alt=""
        width={800}
        height={600}
        fetchPriority="high"
      />
      <div className="meal-summary">
        <p className="card-meta">{i18n._(CATEGORY_LABELS[meal.category])}</p>
        <div className="title-row">
          <h1>{meal.name}</h1>
          <FavoriteButton kind="meals" id={meal.id} name={meal.name} />
        </div>
        <p>
          <Trans>
            by{' '}
            <Link to="/food/kitchens/$id" params={{ id: String(meal.kitchen.id) }}>
              {kitchenName}
            </Link>{' '}
            in {area}
          </Trans>
        </p>
        <p className="meal-price">
          <strong>{<Kes amount={meal.priceKes} />}</strong>
          {/* A meal with options is added by its form below, unless its kitchen is paused. */}
          {meal.hasOptions && !meal.ordering.pausedUntil ? null : (
            <MealOrdering meal={meal} ordering={meal.ordering} />
          )}
        </p>
        <PortionsLeft left={meal.portionsLeft} />
        {meal.hasOptions && !meal.ordering.pausedUntil ? (
          <LazyPart>
            <MealOptionsForm meal={meal} />
          </LazyPart>
        ) : null}
        <p {...contentLang(meal.language)}>{meal.description}</p>
        <p className="card-meta">
          <Plural
            value={portions}
            one="The kitchen cooks # portion a day."
            other="The kitchen cooks # portions a day."
          />
        </p>
        {meal.dietaryTags.length > 0 ? (
          <ul className="tag-list">
            {meal.dietaryTags.map((tag) => (
              <li key={tag} className="badge">
                {i18n._(DIETARY_LABELS[tag])}
              </li>
            ))}
          </ul>
        ) : null}
        <h2>
          <Trans>Allergens</Trans>
        </h2>
        <p>
          {meal.allergens.length > 0 ? (
            meal.allergens.map((a) => i18n._(ALLERGEN_LABELS[a])).join(', ')
          ) : (
            <Trans>None declared by the kitchen.</Trans>
          )}
        </p>
        {meal.ingredients.length > 0 ? (
          <>
            <h2>
              <Trans>Ingredients</Trans>
            </h2>
            <p>{meal.ingredients.join(', ')}</p>
          </>
        ) : null}
      </div>
      {related?.length ? (
        <section className="related-meals" aria-labelledby="related-title">
          <h2 id="related-title">
            <Trans>You may also like</Trans>
          </h2>
          <ul>
            {related.map((other) => (
              <li key={other.id}>
                <Link to="/food/meals/$id" params={{ id: String(other.id) }}>
                  {other.name}
                </Link>{' '}
                · {other.kitchen.name} · <Kes amount={other.priceKes} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}
