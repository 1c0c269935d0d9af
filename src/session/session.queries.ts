import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Account } from '../contracts/accounts.responses'
import { ApiRequestError } from '../lib/api-errors'
import { rememberLater } from '../lib/remember'
import { getSession } from './session.functions'

/**
 * The signed-in account (null for a visitor). Loaded with a personal page by the server, which
 * alone can read the httpOnly cookies, or after a shared page by its personal part (decision
 * 0101), and then changed only by sign-in and sign-out. Until then it is unknown (undefined):
 * what reads it waits, without a call of its own (loaders and guards still load it).
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => getSession(),
  staleTime: Number.POSITIVE_INFINITY,
  enabled: (query) => query.state.data !== undefined,
})

/** Records a sign-in (or, with null, a sign-out); the header and the guards follow at once. */
export function setSignedIn(queryClient: QueryClient, account: Account | null) {
  queryClient.setQueryData(sessionQuery.queryKey, account)
  // Anything loaded for the previous person must not show to the next one, in the page or in
  // the browser database the offline page reads (decision record 0095).
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' })
  if (!account) rememberLater((db) => db.forgetShopper())
}

/** SPEC §4: a 401 while signed in means the session ended elsewhere: sign out here too. */
export const signOutOn401 = (queryClient: QueryClient) => (status: number) => {
  if (status === 401) setSignedIn(queryClient, null)
}

/**
 * SPEC §4 for every request the page makes through TanStack Query: a query or mutation that
 * fails with 401 while the page thinks it is signed in (the favourite button, the cart count,
 * the bell) means the session ended elsewhere; the server function already cleared the cookies,
 * and the whole page signs out at once: header, menus and guards. Returns the unsubscribe.
 */
export function signOutWhenSessionEnds(queryClient: QueryClient): () => void {
  const check = (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.status !== 401) return
    if (queryClient.getQueryData(sessionQuery.queryKey)) setSignedIn(queryClient, null)
  }
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error)
  })
  return () => {
    stopQueries()
    stopMutations()
  }
}
