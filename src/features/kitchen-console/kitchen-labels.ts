import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BUSY_LENGTHS } from '../../contracts/kitchen-hours.schemas'
import type { KitchenStep, OrderFulfilment } from '../../lib/order-lists'

/** The board's button for each step (accepting and declining have their own small forms). */
export const STEP_BUTTON_LABELS: Record<KitchenStep, MessageDescriptor> = {
  accepted: msg`Accept`,
  declined: msg`Decline`,
  preparing: msg`Start cooking`,
  ready: msg`Mark ready`,
  'on-the-way': msg`Send on the way`,
  delivered: msg`Mark delivered`,
}

const COLLECTED = msg`Mark collected`

/** The board's button for a step of an order handed over this way: a picked-up order is collected, not delivered. */
export const stepButtonLabel = (to: KitchenStep, fulfilment: OrderFulfilment) =>
  fulfilment === 'pickup' && to === 'delivered' ? COLLECTED : STEP_BUTTON_LABELS[to]

/** How soon an accepted order will be ready, in minutes, as the board offers it. */
export const READY_IN_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const

/** How long a busy kitchen adds minutes to its ready times (decision record 0112). */
export const BUSY_LENGTH_LABELS: Record<(typeof BUSY_LENGTHS)[number], MessageDescriptor> = {
  '1h': msg`1 hour`,
  '2h': msg`2 hours`,
  'rest-of-day': msg`the rest of the day`,
}
