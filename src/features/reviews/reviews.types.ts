import type { DataOf } from '../../lib/api-errors'
import type { fetchKitchenReviews } from './reviews.functions'

type ReviewPage = DataOf<typeof fetchKitchenReviews>
export type Review = ReviewPage['items'][number]
