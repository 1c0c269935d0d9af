import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getOrder, listOrders } from './orders.functions'

/** While the M-Pesa prompt waits for the payer's PIN, the order page asks again this often. */
const PENDING_POLL_MS = 3000

/** Under 'me': dropped when the sign-in state changes. */
export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: ['me', 'orders', page],
    queryFn: async () => unwrap(await listOrders({ data: { page } })),
  })

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['me', 'order', id],
    queryFn: async () => unwrap(await getOrder({ data: { id } })),
    refetchInterval: (query) => (query.state.data?.payment?.status === 'pending' ? PENDING_POLL_MS : false),
  })
