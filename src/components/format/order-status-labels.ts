import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Service } from '../../lib/catalogue-lists'
import type { OrderFulfilment, OrderStatus } from '../../lib/order-lists'

/** What a shopper and a kitchen read for each status of an order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  'awaiting-payment': msg`Waiting for payment`,
  placed: msg`Sent to the kitchen`,
  accepted: msg`Accepted by the kitchen`,
  preparing: msg`Being cooked`,
  ready: msg`Ready`,
  'on-the-way': msg`On the way`,
  delivered: msg`Delivered`,
  declined: msg`Declined by the kitchen`,
  cancelled: msg`Cancelled`,
}

/**
 * The steps a provider takes, in its service's words where they are not a kitchen's (decision
 * record 0102): a store packs, a farmer harvests, a chef prepares. The rest are every service's.
 */
const PROVIDER_STEPS: Partial<Record<Service, Partial<Record<OrderStatus, MessageDescriptor>>>> = {
  grocery: {
    placed: msg`Sent to the store`,
    accepted: msg`Accepted by the store`,
    preparing: msg`Being packed`,
    declined: msg`Declined by the store`,
  },
  farm: {
    placed: msg`Sent to the farmer`,
    accepted: msg`Accepted by the farmer`,
    preparing: msg`Being harvested and packed`,
    declined: msg`Declined by the farmer`,
  },
  chef: {
    placed: msg`Sent to the chef`,
    accepted: msg`Accepted by the chef`,
    preparing: msg`Being prepared`,
    declined: msg`Declined by the chef`,
  },
}

/** A picked-up order is ready for the shopper to come, then collected (decision record 0116). */
const PICKUP_STEPS: Partial<Record<OrderStatus, MessageDescriptor>> = {
  ready: msg`Ready to collect`,
  delivered: msg`Collected`,
}

/** A picked-up order's own word for its status, if it has one. */
const pickupStep = (status: OrderStatus, fulfilment: OrderFulfilment) =>
  fulfilment === 'pickup' ? PICKUP_STEPS[status] : undefined

/** What the kitchen and the shopper read for a status of an order handed over this way. */
export const statusLabelOf = (status: OrderStatus, fulfilment: OrderFulfilment): MessageDescriptor =>
  pickupStep(status, fulfilment) ?? ORDER_STATUS_LABELS[status]

/** What a shopper reads for a status of an order of this service, handed over this way. */
export const orderStatusLabel = (
  status: OrderStatus,
  service: Service,
  fulfilment: OrderFulfilment,
): MessageDescriptor =>
  pickupStep(status, fulfilment) ?? PROVIDER_STEPS[service]?.[status] ?? ORDER_STATUS_LABELS[status]
