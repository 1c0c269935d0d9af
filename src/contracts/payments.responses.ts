import * as v from 'valibot'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../lib/order-lists'
import { pageOf } from './common.responses'

/** Payments as the API answers them. */

export const Payment = v.object({
  id: v.number(),
  checkoutId: v.string(),
  /** Set for cash, which each kitchen's rider collects per order; an M-Pesa attempt pays the checkout. */
  orderId: v.nullable(v.number()),
  method: v.picklist(PAYMENT_METHODS),
  status: v.picklist(PAYMENT_STATUSES),
  amountKes: v.number(),
  phone: v.nullable(v.string()),
  /** Masked: the number M-Pesa says paid, when another than the prompted one paid (decision 0057). */
  otherPayerPhone: v.nullable(v.string()),
  receipt: v.nullable(v.string()),
  resultCode: v.nullable(v.number()),
  resultDesc: v.nullable(v.string()),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
})

export const PaymentPage = pageOf(Payment)

/** The M-Pesa numbers a shopper has paid with (E.164, their own only), most recent first. */
export const MpesaNumbers = v.object({
  items: v.array(v.object({ phone: v.string(), lastUsedAt: v.string() })),
})
