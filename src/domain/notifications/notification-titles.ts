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
  // A picked-up order (decision record 0116): the shopper comes to the kitchen for it.
  'order.ready-to-collect': msg({
    id: 'notification.order.readyToCollect',
    message: 'Your order {orderId} is ready: collect it at {kitchen}',
  }),
  'order.collected': msg({
    id: 'notification.order.collected',
    message: 'You collected your order {orderId} from {kitchen}',
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
  // A kitchen document running out (decision record 0113): 30 and 7 days before.
  'document.medical-certificate': msg({
    id: 'notification.document.medicalCertificate',
    message:
      '{days, plural, one {Your medical certificate runs out in # day} other {Your medical certificate runs out in # days}}: renew it to keep your verified badge',
  }),
  'document.food-licence': msg({
    id: 'notification.document.foodLicence',
    message:
      '{days, plural, one {Your food licence runs out in # day} other {Your food licence runs out in # days}}: renew it to keep your verified badge',
  }),
  // An operator's decision on a renewed document (decision record 0115).
  'renewal.accepted.medical-certificate': msg({
    id: 'notification.renewal.acceptedMedicalCertificate',
    message: 'Your renewed medical certificate is checked: valid until {expiresOn}',
  }),
  'renewal.accepted.food-licence': msg({
    id: 'notification.renewal.acceptedFoodLicence',
    message: 'Your renewed food licence is checked: valid until {expiresOn}',
  }),
  'renewal.rejected.medical-certificate': msg({
    id: 'notification.renewal.rejectedMedicalCertificate',
    message: 'Your renewed medical certificate was not accepted: {reason}',
  }),
  'renewal.rejected.food-licence': msg({
    id: 'notification.renewal.rejectedFoodLicence',
    message: 'Your renewed food licence was not accepted: {reason}',
  }),
} satisfies Record<string, MessageDescriptor>

export type NotificationKind = keyof typeof NOTIFICATION_TITLES
