import type { KitchenSummary } from '../catalog.types'
import { KitchenCard } from './KitchenCard'

export function KitchenGrid({ kitchens }: { kitchens: KitchenSummary[] }) {
  return (
    <ul className="card-grid">
      {kitchens.map((kitchen) => (
        <li key={kitchen.id}>
          <KitchenCard kitchen={kitchen} />
        </li>
      ))}
    </ul>
  )
}
