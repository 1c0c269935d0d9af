import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Service } from '../lib/catalogue-lists'
import { sectionFor } from '../lib/service-definitions'

/**
 * A link to a provider's or an item's page in its own service: food's have routes of their own
 * (/food/kitchens/1, /food/meals/1); the others' are /$service/$section/$id, the section being the
 * service's providers' or items' tab (/grocery/stores/40, /chef/experiences/7).
 */
export function CatalogueLink({
  service,
  what,
  id,
  children,
}: {
  service: Service
  what: 'provider' | 'item'
  id: number
  children: ReactNode
}) {
  const param = { id: String(id) }
  if (service === 'food') {
    return what === 'provider' ? (
      <Link to="/food/kitchens/$id" params={param}>
        {children}
      </Link>
    ) : (
      <Link to="/food/meals/$id" params={param}>
        {children}
      </Link>
    )
  }
  const section = sectionFor(service, what === 'provider' ? 'providers' : 'items')
  return (
    <Link to="/$service/$section/$id" params={{ service, section, ...param }}>
      {children}
    </Link>
  )
}
