import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentMethod } from '../../lib/order-lists'

/** The payment methods' names, shared by the checkout and the payment list. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  mpesa: msg`M-Pesa`,
  cash: msg`Cash on delivery`,
}
