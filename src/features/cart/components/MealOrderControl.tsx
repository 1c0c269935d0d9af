import { PausedAdd } from './PausedAdd'
import { QuantityControl } from './QuantityControl'

type OrderableMeal = {
  id: number
  name: string
  portionsLeft: number
  kitchen: { pausedUntil: string | null }
}

/**
 * A meal's order control on the kitchen's page, the meal's, the meals list and search (decision
 * 0061): while its kitchen is paused, when it takes orders again, never an Add the cart would
 * refuse; otherwise Add.
 */
export function MealOrderControl({ meal }: { meal: OrderableMeal }) {
  if (meal.kitchen.pausedUntil) return <PausedAdd until={meal.kitchen.pausedUntil} />
  return <QuantityControl itemId={meal.id} name={meal.name} left={meal.portionsLeft} />
}
