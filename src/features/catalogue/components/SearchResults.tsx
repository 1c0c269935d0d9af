import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LazyPart } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import type { searchQuery } from '../catalogue.queries'
import { MealCard } from './MealCard'
import { ResultCount } from './ResultCount'

// Links and pictures only, rendered by the server: their code arrives after the page is
// interactive, off the search page's critical-path script (decisions 0012 and 0038).
const KitchenGrid = lazyComponent('KitchenGrid', () =>
  import('./KitchenGrid').then((m) => ({ default: m.KitchenGrid })),
)

type Results = Awaited<ReturnType<NonNullable<ReturnType<typeof searchQuery>['queryFn']>>>

/** One page of a search: how many match in all, then this page's kitchens and meals. */
export function SearchResults({
  q,
  results,
  mealAction,
  pager,
  instead,
}: {
  q: string
  results: Results
  /** The route's control beside each meal (the cart's Add). */
  mealAction: (meal: Results['meals']['items'][number]) => ReactNode
  pager: ReactNode
  /** Shown when nothing matches: nearby names and popular meals. */
  instead?: ReactNode
}) {
  const { kitchens, meals } = results
  return (
    <>
      <p role="status" className="search-status">
        <Trans>
          <ResultCount total={kitchens.total} capped={kitchens.totalCapped} what="kitchens" /> and{' '}
          <ResultCount total={meals.total} capped={meals.totalCapped} what="meals" /> match “{q}”.
        </Trans>
      </p>
      {results.kitchens.items.length > 0 ? (
        <section aria-labelledby="kitchen-results" className="first-results">
          <h2 id="kitchen-results">
            <Trans>Kitchens</Trans>
          </h2>
          <LazyPart>
            <KitchenGrid kitchens={results.kitchens.items} compact />
          </LazyPart>
        </section>
      ) : null}
      {results.meals.items.length > 0 ? (
        <section
          aria-labelledby="meal-results"
          className={results.kitchens.items.length > 0 ? undefined : 'first-results'}
        >
          <h2 id="meal-results">
            <Trans>Meals</Trans>
          </h2>
          <ul className="card-grid list-grid">
            {results.meals.items.map((meal, index) => (
              <li key={meal.id}>
                <MealCard
                  meal={meal}
                  showKitchen
                  compact
                  // Without kitchens above, the first meal's picture is the page's largest paint.
                  priority={index === 0 && results.kitchens.items.length === 0}
                  action={mealAction(meal)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {kitchens.total + meals.total === 0 ? (
        <>
          {/* No dead end: another word, or the kitchens themselves, then what comes close. */}
          <div className="empty-state">
            <p>
              <Trans>Try another word or a shorter one, or look through the kitchens.</Trans>
            </p>
            <Link to="/food/kitchens" className="button">
              <Trans>Find a kitchen</Trans>
            </Link>
          </div>
          {instead}
        </>
      ) : null}
      {pager}
    </>
  )
}
