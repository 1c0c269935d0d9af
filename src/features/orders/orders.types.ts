import type { ApiResult } from '../../lib/api-errors'
import type { getOrder, listOrders, listPayments } from './orders.functions'

/** Types flow from the API's answer, never copied. */
type DataOf<F extends (...args: never[]) => unknown> = NonNullable<
  Awaited<ReturnType<F>> extends ApiResult<infer T> ? T : never
>
export type Order = DataOf<typeof getOrder>
export type OrderPage = DataOf<typeof listOrders>
export type PaymentPage = DataOf<typeof listPayments>
export type Payment = PaymentPage['items'][number]
