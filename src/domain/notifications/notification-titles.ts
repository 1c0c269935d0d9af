import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The title of each kind of notification, by a stable message id. A notification stores the id
 * and its values; the title is translated when read, in the reader's language (decision 0036).
 */
export const NOTIFICATION_TITLES = {
  'order.accepted': msg({
    id: 'notification.order.accepted',
    message: '{kitchen} accepted your order {orderId}',
  }),
  'order.declined': msg({
    id: 'notification.order.declined',
    message: '{kitchen} declined your order {orderId}',
  }),
  'order.preparing': msg({
    id: 'notification.order.preparing',
    message: '{kitchen} is preparing your order {orderId}',
  }),
  'order.ready': msg({
    id: 'notification.order.ready',
    message: 'Your order {orderId} from {kitchen} is ready',
  }),
  'order.on-the-way': msg({
    id: 'notification.order.onTheWay',
    message: 'Your order {orderId} from {kitchen} is on the way',
  }),
  'order.delivered': msg({
    id: 'notification.order.delivered',
    message: 'Your order {orderId} from {kitchen} was delivered',
  }),
  'order.cancelled': msg({
    id: 'notification.order.cancelled',
    message: 'Your unpaid order {orderId} from {kitchen} was cancelled',
  }),
  'payment.paid': msg({
    id: 'notification.payment.paid',
    message: 'Your M-Pesa payment of KSh {amountKes} was received',
  }),
  'payment.failed': msg({
    id: 'notification.payment.failed',
    message: 'Your M-Pesa payment of KSh {amountKes} did not go through',
  }),
  'application.approved': msg({
    id: 'notification.application.approved',
    message: 'Your kitchen {kitchen} is approved',
  }),
  'application.rejected': msg({
    id: 'notification.application.rejected',
    message: 'Your application for {kitchen} was not approved',
  }),
} satisfies Record<string, MessageDescriptor>

export type NotificationKind = keyof typeof NOTIFICATION_TITLES
