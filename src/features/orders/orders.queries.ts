import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getOrder, listOrders } from './orders.functions'

/**
 * The order page follows its order through the live stream (useLiveEvents); only while an M-Pesa
 * prompt waits does it also read the order this often, so that a prompt whose callback got lost
 * is settled by the API's status query (which runs when the order is read).
 */
const PENDING_QUERY_MS = 30_000

/** Every page of the shopper's orders list, for forgetting them when an order changes. */
export const ORDERS_KEY = ['me', 'orders'] as const

/** Under 'me': dropped when the sign-in state changes. */
export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, page],
    queryFn: async () => unwrap(await listOrders({ data: { page } })),
  })

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['me', 'order', id],
    queryFn: async () => unwrap(await getOrder({ data: { id } })),
    refetchInterval: (query) => (query.state.data?.payment?.status === 'pending' ? PENDING_QUERY_MS : false),
  })
