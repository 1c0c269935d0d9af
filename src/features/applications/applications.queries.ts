import { queryOptions } from '@tanstack/react-query'
import type { ApplicationStatus } from '../../contracts/applications.lists'
import { unwrap } from '../../lib/api-errors'
import { getApplication, getApplications } from './review.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const applicationsQuery = (status: ApplicationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ['me', 'applications', status ?? 'all', page],
    queryFn: async () => unwrap(await getApplications({ data: { status, page } })),
  })

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: ['me', 'applications', 'one', id],
    queryFn: async () => unwrap(await getApplication({ data: { id } })),
  })
