import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenPush } from './push.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const kitchenPushQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'push'],
  queryFn: async () => unwrap(await getKitchenPush()),
})
