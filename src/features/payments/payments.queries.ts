import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { listMpesaNumbers, listPayments } from './payments.functions'

/** Every page of the shopper's payments list, for forgetting them when an order changes. */
export const PAYMENTS_KEY = ['me', 'payments'] as const

/** Under 'me': dropped when the sign-in state changes. */
export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, page],
    queryFn: async () => unwrap(await listPayments({ data: { page } })),
  })

/** The M-Pesa numbers the shopper has paid with: the checkout offers them. */
export const mpesaNumbersQuery = queryOptions({
  queryKey: ['me', 'mpesa-numbers'],
  queryFn: async () => unwrap(await listMpesaNumbers()),
})
