import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getRiderOrder } from './riders.functions'

/** The rider's order, by its link's secret; read again after each step. */
export const riderOrderQuery = (token: string) =>
  queryOptions({
    queryKey: ['rider', token],
    queryFn: async () => unwrap(await getRiderOrder({ data: { token } })),
  })
