import type { DataOf } from '../../lib/api-errors'
import type { fetchKitchenReviews } from './reviews.functions'

export type ReviewPage = DataOf<typeof fetchKitchenReviews>
export type Review = ReviewPage['items'][number]
