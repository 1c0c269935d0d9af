import type { Payment } from '../payments.types'

/** What the payment's parts need of an order (the orders feature's Order has it, by structure). */
export type PaidOrder = {
  id: number
  status: string
  totalKes: number
  paidKes: number
  dueKes: number
  canRetryPayment: boolean
  payment: Payment | null
}
