import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Fulfilment } from '../../contracts/applications.lists'

/** How a kitchen hands its orders over (decision record 0116): on an application, its review and the kitchen's settings. */
export const FULFILMENT_LABELS: Record<Fulfilment, MessageDescriptor> = {
  delivery: msg`Delivery`,
  pickup: msg`Pick-up`,
  both: msg`Delivery and pick-up`,
}
