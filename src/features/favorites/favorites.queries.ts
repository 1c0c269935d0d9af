import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getFavorites } from './favorites.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const favoritesQuery = queryOptions({
  queryKey: ['me', 'favorites'],
  queryFn: async () => unwrap(await getFavorites()),
})
