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
export type Payment = v.InferOutput<typeof Payment>

export const PaymentPage = pageOf(Payment)
export type PaymentPage = v.InferOutput<typeof PaymentPage>

/** A payment support must act on: whose it is, and what did not add up (decision 0057). */
const SupportPayment = v.object({
  ...Payment.entries,
  userId: v.number(),
  discrepancy: v.nullable(v.string()),
})

export const SupportPaymentPage = pageOf(SupportPayment)
export type SupportPaymentPage = v.InferOutput<typeof SupportPaymentPage>

/** The M-Pesa numbers a shopper has paid with (E.164, their own only), most recent first. */
export const MpesaNumbers = v.object({
  items: v.array(v.object({ phone: v.string(), lastUsedAt: v.string() })),
})
export type MpesaNumbers = v.InferOutput<typeof MpesaNumbers>
