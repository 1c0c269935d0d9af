import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { MEAL_CATEGORIES } from '../../../lib/catalogue-lists'
import type { Meal } from '../catalogue.types'
import { CATEGORY_LABELS } from '../catalogue-labels'
import { MealCard } from './MealCard'

/** The kitchen's menu, grouped by category in a fixed order (mains first, drinks last). */
/** `orderControl` is the cart's Add/stepper for a meal, handed in by the route (features do not import features). */
export function KitchenMenu<M extends Meal>({
  meals,
  orderControl,
}: {
  meals: M[]
  orderControl: (meal: M) => ReactNode
}) {
  const { _ } = useLingui()
  return (
    <section aria-labelledby="menu-heading" className="kitchen-menu">
      <h2 id="menu-heading">
        <Trans>Menu</Trans>
      </h2>
      {meals.length === 0 ? (
        <p>
          <Trans>This kitchen has no meals on its menu today.</Trans>
        </p>
      ) : null}
      {MEAL_CATEGORIES.map((category) => {
        const inCategory = meals.filter((meal) => meal.category === category)
        if (inCategory.length === 0) return null
        return (
          <section key={category} aria-labelledby={`category-${category}`}>
            <h3 id={`category-${category}`}>{_(CATEGORY_LABELS[category])}</h3>
            <ul className="card-grid">
              {inCategory.map((meal) => (
                <li key={meal.id}>
                  <MealCard meal={meal} headingLevel={4} row action={orderControl(meal)} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </section>
  )
}
