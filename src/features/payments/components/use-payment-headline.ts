import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { failureHeadline } from '../payment-labels'
import type { PaidOrder } from './paid-order'

/**
 * What the payment says in the order's headline, in the shopper's language: "Payment failed: "
 * and the prompt's reason while the order still waits for its payment; else null.
 */
export function usePaymentHeadline(order: PaidOrder): string | null {
  const { _ } = useLingui()
  const failed = failureHeadline(order)
  if (!failed) return null
  const reason = _(failed.reason)
  return _(msg`Payment failed: ${reason}`)
}
