import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Account } from '../contracts/accounts.responses'
import { getSession } from './session.functions'

/**
 * The signed-in account (null for a visitor). Loaded with the first page by the server, which
 * alone can read the httpOnly cookies, and then changed only by sign-in and sign-out.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => getSession(),
  staleTime: Number.POSITIVE_INFINITY,
})

/** Records a sign-in (or, with null, a sign-out); the header and the guards follow at once. */
export function setSignedIn(queryClient: QueryClient, account: Account | null) {
  queryClient.setQueryData(sessionQuery.queryKey, account)
  // Anything loaded for the previous person must not show to the next one.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' })
}

/** SPEC §4: a 401 while signed in means the session ended elsewhere: sign out here too. */
export const signOutOn401 = (queryClient: QueryClient) => (status: number) => {
  if (status === 401) setSignedIn(queryClient, null)
}
