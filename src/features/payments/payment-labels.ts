import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentStatus } from '../../lib/order-lists'

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Waiting for your M-Pesa PIN`,
  paid: msg`Paid`,
  failed: msg`Not paid`,
  'cash-due': msg`Cash on delivery`,
  cancelled: msg`Not due: the order was cancelled`,
  'refund-due': msg`To be refunded by our support team`,
  disputed: msg`Being checked by our support team`,
  'part-paid': msg`Part paid`,
}

/** Daraja's result codes a payer can act on (KENYA.md), in the shopper's language. */
const RESULT_TEXTS: Record<number, MessageDescriptor> = {
  1: msg`Your M-Pesa balance was too low for this payment.`,
  1032: msg`The M-Pesa prompt was cancelled on your phone.`,
  1037: msg`Your phone could not be reached, or the prompt was not answered in time.`,
  1019: msg`The M-Pesa prompt expired before it was answered.`,
  2001: msg`The M-Pesa PIN was wrong.`,
}

/** Why an attempt failed: a known code's text, or a general one (the raw reason is for support). */
export const failureText = (resultCode: number | null): MessageDescriptor =>
  (resultCode !== null ? RESULT_TEXTS[resultCode] : undefined) ??
  msg`M-Pesa could not take the payment. Please try again or pay cash on delivery next time.`

/**
 * The order's headline while its last M-Pesa prompt failed and it still waits for payment:
 * "Payment failed: " and why, where the order's status would say only "Waiting for payment".
 * None otherwise (the order's own status is the headline).
 */
export const failureHeadline = (order: {
  status: string
  payment: { status: PaymentStatus; resultCode: number | null } | null
}): { reason: MessageDescriptor } | null =>
  order.status === 'awaiting-payment' && order.payment?.status === 'failed'
    ? { reason: failureText(order.payment.resultCode) }
    : null
