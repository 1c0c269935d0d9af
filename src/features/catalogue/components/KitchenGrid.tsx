import type { KitchenSummary } from '../catalogue.types'
import { KitchenCard } from './KitchenCard'

/** `compact`: the lists' two (or more) cards a row, from a 320 px phone up. */
export function KitchenGrid({
  kitchens,
  compact = false,
}: {
  kitchens: KitchenSummary[]
  compact?: boolean
}) {
  return (
    <ul className={compact ? 'card-grid list-grid' : 'card-grid'}>
      {kitchens.map((kitchen, index) => (
        <li key={kitchen.id}>
          {/* The first cover is the page's largest paint: fetched first, the others when near. */}
          <KitchenCard kitchen={kitchen} priority={index === 0} compact={compact} />
        </li>
      ))}
    </ul>
  )
}
