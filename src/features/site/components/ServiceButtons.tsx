import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Service } from '../../../lib/catalogue-lists'
import { servicesQuery } from '../site.queries'

export const SERVICE_LABELS: Record<Service, MessageDescriptor> = {
  food: msg`Food`,
  grocery: msg`Grocery`,
  chef: msg`Chef`,
  farm: msg`Farm`,
  cookbook: msg`Cookbook`,
}

/** SPEC §2: one button per switched-on service, shown only when more than one is on. */
export function ServiceButtons() {
  const { _ } = useLingui()
  const { data: services = [] } = useQuery(servicesQuery)
  if (services.length < 2) return null
  return (
    <ul className="service-buttons">
      {services.map((service) => (
        <li key={service}>
          <Link to="/$service" params={{ service }} activeProps={{ 'aria-current': 'page' }}>
            {_(SERVICE_LABELS[service])}
          </Link>
        </li>
      ))}
    </ul>
  )
}
