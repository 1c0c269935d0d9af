import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import { fetchKitchenReviews } from './reviews.functions'

/** A page of a kitchen's reviews: public, so not under 'me'. */
export const kitchenReviewsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['kitchen', id, 'reviews', page],
    queryFn: async () => unwrap(await fetchKitchenReviews({ data: { id, page } })),
  })
