import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Account } from '../../src/contracts/accounts.responses'
import { ApiRequestError } from '../../src/lib/api-errors'
import { sessionQuery, signOutWhenSessionEnds } from '../../src/session/session.queries'

const account = { user: { name: 'Njeri' } } as unknown as Account

function signedInPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(sessionQuery.queryKey, account)
  queryClient.setQueryData(['me', 'favorites'], ['meal 1'])
  const stop = signOutWhenSessionEnds(queryClient)
  return { queryClient, stop }
}

const failingWith = (status: number) => () =>
  Promise.reject(new ApiRequestError(status, { message: 'refused' }))

describe('a request that finds the session ended (SPEC §4)', () => {
  it('signs the page out when a mutation (the favourite button) answers 401', async () => {
    const { queryClient, stop } = signedInPage()
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: failingWith(401) })
      .execute(undefined)
      .catch(() => undefined)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull()
    // What was loaded for the account is gone with it.
    expect(queryClient.getQueryData(['me', 'favorites'])).toBeUndefined()
    stop()
  })

  it('signs the page out when a query (the bell, the cart count) answers 401', async () => {
    const { queryClient, stop } = signedInPage()
    await queryClient
      .fetchQuery({ queryKey: ['me', 'notifications'], queryFn: failingWith(401) })
      .catch(() => undefined)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull()
    stop()
  })

  it('leaves the page signed in on any other failure', async () => {
    const { queryClient, stop } = signedInPage()
    for (const status of [400, 403, 404, 422, 500, 0]) {
      await queryClient
        .fetchQuery({ queryKey: ['me', 'x', status], queryFn: failingWith(status) })
        .catch(() => undefined)
    }
    await queryClient
      .fetchQuery({ queryKey: ['plain'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(account)
    stop()
  })

  it('stops listening when the page lets go', async () => {
    const { queryClient, stop } = signedInPage()
    stop()
    await queryClient.fetchQuery({ queryKey: ['late'], queryFn: failingWith(401) }).catch(() => undefined)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(account)
  })
})
