import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { Service } from '../../../lib/catalogue-lists'
import { sectionsOf } from '../../../lib/service-definitions'
import { SECTION_LABELS } from '../service-texts'

/** The tab links of a service layout (SPEC §2: food links kitchens, meals, offers, search, join). */
export function ServiceTabs({ service, label }: { service: Service; label: string }) {
  const { _ } = useLingui()
  return (
    <nav className="service-tabs" aria-label={label}>
      <ul>
        {service === 'food'
          ? // Food's sections are routes of their own: linking them through /$service/$section
            // made the router warn on every render that another route matched.
            sectionsOf('food').map((section) => (
              <li key={section}>
                <Link to={`/food/${section}`} activeProps={{ 'aria-current': 'page' }}>
                  {_(SECTION_LABELS[section])}
                </Link>
              </li>
            ))
          : sectionsOf(service).map((section) => (
              <li key={section}>
                <Link
                  to="/$service/$section"
                  params={{ service, section }}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {_(SECTION_LABELS[section])}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  )
}
