import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { MEAL_CATEGORIES } from '../../../lib/catalog-lists'
import { QuantityControl } from '../../cart/components/QuantityControl'
import type { Meal } from '../catalog.types'
import { CATEGORY_LABELS } from '../catalog-labels'
import { MealCard } from './MealCard'

/** The kitchen's menu, grouped by category in a fixed order (mains first, drinks last). */
export function KitchenMenu({ meals }: { meals: Meal[] }) {
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
                  <MealCard
                    meal={meal}
                    headingLevel={4}
                    action={<QuantityControl itemId={meal.id} name={meal.name} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </section>
  )
}
