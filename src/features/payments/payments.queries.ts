import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { listPayments } from './payments.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: ['me', 'payments', page],
    queryFn: async () => unwrap(await listPayments({ data: { page } })),
  })
