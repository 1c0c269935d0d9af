import type { KitchenSummary } from '../catalogue.types'
import { KitchenCard } from './KitchenCard'

export function KitchenGrid({ kitchens }: { kitchens: KitchenSummary[] }) {
  return (
    <ul className="card-grid">
      {kitchens.map((kitchen, index) => (
        <li key={kitchen.id}>
          {/* The first cover is the page's largest paint: fetched first, the others when near. */}
          <KitchenCard kitchen={kitchen} priority={index === 0} />
        </li>
      ))}
    </ul>
  )
}
