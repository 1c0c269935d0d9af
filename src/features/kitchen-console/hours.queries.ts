import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenHours } from './hours.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const kitchenHoursQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'hours'],
  queryFn: async () => unwrap(await getKitchenHours()),
})
