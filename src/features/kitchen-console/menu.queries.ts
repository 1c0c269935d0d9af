import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenMenu } from './menu.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const kitchenMenuQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'menu'],
  queryFn: async () => unwrap(await getKitchenMenu()),
})
