import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { kitchenMenuQuery } from '../menu.queries'
import { MealForm } from './MealForm'
import { MenuMealCard } from './MenuMealCard'
import { PausePanel } from './PausePanel'
import { useSaveMeal } from './use-save-meal'

/** The kitchen's menu editor: pausing, every meal with today's portions, and adding a meal. */
export function MenuEditor() {
  const { data: menu } = useSuspenseQuery(kitchenMenuQuery)
  const add = useSaveMeal(undefined, () => {})
  const kitchenName = menu.kitchen.name
  return (
    <main className="kitchen-menu">
      <h1>
        <Trans>Menu of {kitchenName}</Trans>
      </h1>
      <p>
        <Link to="/kitchen">
          <Trans>Back to the orders</Trans>
        </Link>
        {' · '}
        <Link to="/food/kitchens/$id" params={{ id: String(menu.kitchen.id) }}>
          <Trans>Your kitchen as shoppers see it</Trans>
        </Link>
      </p>
      <PausePanel pausedUntil={menu.kitchen.pausedUntil} />
      <section aria-labelledby="menu-meals-title">
        <h2 id="menu-meals-title">
          <Trans>Your meals</Trans>
        </h2>
        {menu.meals.length === 0 ? (
          <p>
            <Trans>No meals yet: add your first below.</Trans>
          </p>
        ) : (
          <div className="menu-meals">
            {menu.meals.map((meal) => (
              <MenuMealCard key={meal.id} meal={meal} service={menu.kitchen.service} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="menu-add-title">
        <h2 id="menu-add-title">
          <Trans>Add a meal</Trans>
        </h2>
        <MealForm service={menu.kitchen.service} submitLabel={<Trans>Add the meal</Trans>} onSubmit={add} />
      </section>
    </main>
  )
}
