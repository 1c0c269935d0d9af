import type { DataOf } from '../../lib/api-errors'
import type { getOrder, listOrders } from './orders.functions'

export type Order = DataOf<typeof getOrder>
export type OrderPage = DataOf<typeof listOrders>
