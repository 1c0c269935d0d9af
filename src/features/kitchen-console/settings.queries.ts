import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenSettings } from './settings.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const kitchenSettingsQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'settings'],
  queryFn: async () => unwrap(await getKitchenSettings()),
})
