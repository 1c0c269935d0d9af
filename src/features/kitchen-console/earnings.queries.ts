import { queryOptions } from '@tanstack/react-query'
import type { EarningsPeriod } from '../../contracts/earnings.schemas'
import { unwrap } from '../../lib/api-errors'
import { getKitchenEarnings } from './earnings.functions'

/** Under 'me': dropped when the sign-in state changes. Without a date: the period holding today. */
export const kitchenEarningsQuery = (period: EarningsPeriod, date: string | undefined) =>
  queryOptions({
    queryKey: ['me', 'kitchen', 'earnings', period, date ?? 'today'],
    queryFn: async () => unwrap(await getKitchenEarnings({ data: { period, date } })),
  })
