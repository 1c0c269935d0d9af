import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenBoard } from './kitchen.functions'

/** Under 'me': dropped when the sign-in state changes. The live stream keeps it fresh. */
export const kitchenBoardQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'board'],
  queryFn: async () => unwrap(await getKitchenBoard()),
})
