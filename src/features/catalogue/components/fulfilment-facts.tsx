import { Plural, Trans } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
import type { Fulfilment } from '../../../contracts/applications.lists'
import type { Service } from '../../../lib/catalogue-lists'
import { SERVICE_DEFINITIONS } from '../../../lib/service-definitions'

const DAY_MINUTES = 24 * 60

/**
 * How soon a provider serves, in its service's terms (src/lib/service-definitions.ts): a kitchen
 * or a store in minutes, a farmer on harvest days, a chef booked days ahead. A cookbook creator
 * sells nothing and says nothing (null), so a card leaves the fact out with its separator.
 */
export function leadTime(service: Service, minutes: number): ReactNode {
  const { fulfilment, sold } = SERVICE_DEFINITIONS[service]
  if (!sold) return null
  if (fulfilment === 'booking') {
    const days = Math.max(1, Math.ceil(minutes / DAY_MINUTES))
    return <Plural value={days} one="Book # day ahead" other="Book # days ahead" />
  }
  if (fulfilment === 'preorder') return <Trans>On harvest days</Trans>
  return <Trans>{minutes} min</Trans>
}

/**
 * What a provider's base fee is for: a delivery, or a chef's travel to the shopper; null when
 * nothing is sold. A kitchen that hands orders over at its door says so (decision record 0116).
 */
export function feeFrom(service: Service, fee: ReactNode, handover: Fulfilment = 'delivery'): ReactNode {
  const { fulfilment, sold } = SERVICE_DEFINITIONS[service]
  if (!sold) return null
  if (fulfilment === 'booking') return <Trans>Travel from {fee}</Trans>
  if (handover === 'pickup') return <Trans>Pick-up only</Trans>
  if (handover === 'both') return <Trans>Delivery from {fee} or pick-up</Trans>
  return <Trans>Delivery from {fee}</Trans>
}

/**
 * A kitchen's delivery to the shopper's place, once the API measured it (decision record 0037):
 * its fee and minutes, or why it does not come there (a kitchen that also hands orders over at
 * its door says so, decision record 0116). The glance and the details both say it.
 */
export function quotedDelivery(
  quote: { deliverable: boolean; etaMinutes: number | null },
  fee: ReactNode,
  handover: Fulfilment,
): ReactNode {
  const eta = quote.etaMinutes
  if (quote.deliverable)
    return (
      <Trans>
        {fee} · about {eta} min
      </Trans>
    )
  if (handover === 'both') return <Trans>No delivery to your address: pick-up only</Trans>
  return <Trans>Does not deliver to your address</Trans>
}

/** Facts in a row, " · " between the ones given; null when none is. */
export function joinFacts(facts: readonly ReactNode[]): ReactNode {
  const given = facts.filter((fact) => fact !== null && fact !== undefined && fact !== false)
  if (given.length === 0) return null
  return given.map((fact, at) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of facts, never reordered
    <Fragment key={at}>
      {at > 0 ? ' · ' : null}
      {fact}
    </Fragment>
  ))
}
