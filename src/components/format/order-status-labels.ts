import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderStatus } from '../../lib/order-lists'

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
