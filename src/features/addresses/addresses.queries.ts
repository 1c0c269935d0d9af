import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { listAddresses } from './addresses.functions'

/** The signed-in shopper's addresses (under 'me': dropped when the sign-in state changes). */
export const addressesQuery = (params: {
  page: number
  sortBy?: string
  order?: string
  searchKeyword?: string
}) =>
  queryOptions({
    queryKey: ['me', 'addresses', params],
    queryFn: async () => unwrap(await listAddresses({ data: params })),
  })
