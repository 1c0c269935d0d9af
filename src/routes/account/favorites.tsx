import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { withCartLines } from '../../features/cart/cart.queries'
import { QuantityControl } from '../../features/cart/components/QuantityControl'
import { KitchenGrid } from '../../features/catalogue/components/KitchenGrid'
import { MealCard } from '../../features/catalogue/components/MealCard'
import { FavoriteButton } from '../../features/favorites/components/FavoriteButton'
import { favoritesQuery } from '../../features/favorites/favorites.queries'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/account/favorites')({
  staticData: { cartLines: true },
  loader: ({ context }) =>
    withCartLines(context.queryClient, context.queryClient.ensureQueryData(favoritesQuery)),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Favorites`, description: msg`The kitchens and meals you saved.` }),
  component: FavoritesPage,
})

function FavoritesPage() {
  const { data } = useSuspenseQuery(favoritesQuery)
  return (
    <>
      <h1>
        <Trans>Favorites</Trans>
      </h1>
      {data.kitchens.length === 0 && data.meals.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Nothing saved yet. Tap ♡ on a kitchen or meal you like.</Trans>
          </p>
          <Link to="/food/kitchens" className="button">
            <Trans>Find a kitchen</Trans>
          </Link>
        </div>
      ) : null}
      {data.kitchens.length > 0 ? (
        <section aria-labelledby="favorite-kitchens">
          <h2 id="favorite-kitchens">
            <Trans>Kitchens</Trans>
          </h2>
          <KitchenGrid kitchens={data.kitchens} />
        </section>
      ) : null}
      {data.meals.length > 0 ? (
        <section aria-labelledby="favorite-meals">
          <h2 id="favorite-meals">
            <Trans>Meals</Trans>
          </h2>
          <ul className="card-grid">
            {data.meals.map((meal) => (
              <li key={meal.id}>
                <MealCard
                  meal={meal}
                  showKitchen
                  action={
                    <>
                      <FavoriteButton kind="meals" id={meal.id} name={meal.name} />
                      <QuantityControl itemId={meal.id} name={meal.name} left={meal.portionsLeft} />
                    </>
                  }
                />
                {/* A meal with options shows "Choose" instead of the card's action (record 0041):
                    its ♥ stays here, so it can still be taken off the list. */}
                {meal.hasOptions ? <FavoriteButton kind="meals" id={meal.id} name={meal.name} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
