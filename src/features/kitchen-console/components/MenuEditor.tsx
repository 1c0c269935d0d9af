import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { kitchenMenuQuery } from '../menu.queries'
import { MENU_WORDS } from '../menu-words'
import { MealForm } from './MealForm'
import { MenuMealCard } from './MenuMealCard'
import { PausePanel } from './PausePanel'
import { useSaveMeal } from './use-save-meal'

/** The kitchen's menu editor: pausing, every meal with today's portions, and adding a meal. */
export function MenuEditor() {
  const { data: menu } = useSuspenseQuery(kitchenMenuQuery)
  const add = useSaveMeal(undefined, () => {})
  const kitchenName = menu.kitchen.name
  const { _ } = useLingui()
  const words = MENU_WORDS[menu.kitchen.service]
  return (
    <main className="kitchen-board">
      <h1>
        <Trans>Menu of {kitchenName}</Trans>
      </h1>
      <p>
        <Link to="/kitchen">
          <Trans>Back to the orders</Trans>
        </Link>
        {' · '}
        <CatalogueLink service={menu.kitchen.service} what="provider" id={menu.kitchen.id}>
          <Trans>Your kitchen as shoppers see it</Trans>
        </CatalogueLink>
      </p>
      <PausePanel pausedUntil={menu.kitchen.pausedUntil} />
      <section aria-labelledby="menu-meals-title">
        <h2 id="menu-meals-title">{_(words.yours)}</h2>
        {menu.meals.length === 0 ? (
          <p>{_(words.none)}</p>
        ) : (
          <div className="menu-meals">
            {menu.meals.map((meal) => (
              <MenuMealCard
                key={meal.id}
                meal={meal}
                service={menu.kitchen.service}
                language={menu.kitchen.language}
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="menu-add-title">
        <h2 id="menu-add-title">{_(words.add)}</h2>
        <MealForm service={menu.kitchen.service} submitLabel={_(words.send)} onSubmit={add} />
      </section>
    </main>
  )
}
