import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Meal } from '../catalogue.types'
import { MealCard } from './MealCard'

/**
 * A search that found nothing is no dead end: the kitchen and dish names its words come close
 * to, each a search of its own, then the meals shoppers order most.
 */
export function SearchInstead({
  names,
  popular,
  link,
  mealAction,
}: {
  names: string[]
  popular: Meal[]
  /** A link to the search of these words. */
  link: (keyword: string, label: ReactNode) => ReactNode
  mealAction: (meal: Meal) => ReactNode
}) {
  return (
    <>
      {names.length > 0 ? (
        <section aria-labelledby="search-nearby" className="search-nearby">
          <h2 id="search-nearby">
            <Trans>Did you mean</Trans>
          </h2>
          <ul className="chips chips-wrap">
            {names.map((name) => (
              <li key={name}>{link(name, name)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {popular.length > 0 ? (
        <section aria-labelledby="search-popular">
          <h2 id="search-popular">
            <Trans>Popular meals</Trans>
          </h2>
          <ul className="card-grid list-grid">
            {popular.map((meal) => (
              <li key={meal.id}>
                <MealCard meal={meal} showKitchen compact action={mealAction(meal)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
