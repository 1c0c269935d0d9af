import { createServerFn } from '@tanstack/react-start'
import { KitchenReviewsInput, WriteReplyInput, WriteReviewInput } from '../../contracts/reviews.schemas'
import { apiCall } from '../../server/api-call.server'

/** A page of a kitchen's reviews, newest first (public). */
export const fetchKitchenReviews = createServerFn({ method: 'GET' })
  .validator(KitchenReviewsInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, o) =>
        api.shop.kitchens[':id'].reviews.$get(
          { param: { id: String(data.id) }, query: { page: String(data.page), perPage: '10' } },
          o,
        ),
      { as: 'visitor' },
    ),
  )

/** The shopper writes (or changes, within 7 days) the review of a delivered order. */
export const writeReview = createServerFn({ method: 'POST' })
  .validator(WriteReviewInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.orders[':id'].review.$put({ param: { id: String(data.orderId) }, json: data.review }, o),
    ),
  )

/** The kitchen replies to one of its reviews (a new reply replaces the old). */
export const replyToReview = createServerFn({ method: 'POST' })
  .validator(WriteReplyInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.reviews[':id'].reply.$put({ param: { id: String(data.id) }, json: data.reply }, o),
    ),
  )
