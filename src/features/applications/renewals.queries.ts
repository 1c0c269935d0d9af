import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { getKitchenDocuments, getRenewalQueue } from './renewals.functions'

/** Under 'me': dropped when the sign-in state changes. */
export const kitchenDocumentsQuery = queryOptions({
  queryKey: ['me', 'kitchen', 'documents'],
  queryFn: async () => unwrap(await getKitchenDocuments()),
})

export const renewalQueueQuery = queryOptions({
  queryKey: ['me', 'renewals'],
  queryFn: async () => unwrap(await getRenewalQueue()),
})
