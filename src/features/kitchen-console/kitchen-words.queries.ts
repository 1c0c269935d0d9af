import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenProfile } from './kitchen-words.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const kitchenProfileQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'profile'],
  queryFn: async () => unwrap(await getKitchenProfile()),
})
