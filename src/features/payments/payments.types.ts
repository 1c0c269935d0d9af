import type { DataOf } from '../../lib/api-errors'
import type { listPayments } from './payments.functions'

export type PaymentPage = DataOf<typeof listPayments>
export type Payment = PaymentPage['items'][number]
