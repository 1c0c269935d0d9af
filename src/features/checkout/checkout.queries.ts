import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getPaymentMethods } from './checkout.functions'

export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: async () => unwrap(await getPaymentMethods()),
  staleTime: 5 * 60_000,
})
