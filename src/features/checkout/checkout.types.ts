import type { DataOf } from '../../lib/api-errors'
import type { placeOrder } from './checkout.functions'

type CheckoutResult = DataOf<typeof placeOrder>
export type PlacedOrder = CheckoutResult['orders'][number]
