import * as v from 'valibot'
import { REVIEW_TEXT_MAX } from '../config/constants'
import { positiveId } from '../lib/schema-pieces'

/**
 * A review and a reply as the API checks them (src/contracts/reviews.responses.ts uses these) and as the
 * web's forms check them while the shopper types: one schema, errors carry message ids.
 */

/** A shopper's review: 1–5 and an optional plain text. */
export const ReviewInput = v.object({
  rating: v.pipe(
    v.number('reviews.rating'),
    v.integer('reviews.rating'),
    v.minValue(1, 'reviews.rating'),
    v.maxValue(5, 'reviews.rating'),
  ),
  text: v.optional(
    v.pipe(v.string('reviews.text'), v.trim(), v.maxLength(REVIEW_TEXT_MAX, 'reviews.text')),
    '',
  ),
})

/** The kitchen's reply to a review. */
export const ReplyInput = v.object({
  reply: v.pipe(
    v.string('reviews.reply'),
    v.trim(),
    v.minLength(1, 'reviews.reply'),
    v.maxLength(REVIEW_TEXT_MAX, 'reviews.reply'),
  ),
})

export const WriteReviewInput = v.object({ orderId: positiveId('order.notFound'), review: ReviewInput })

export const WriteReplyInput = v.object({ id: positiveId('reviews.notFound'), reply: ReplyInput })

export const KitchenReviewsInput = v.object({
  id: positiveId('catalog.noSuchKitchen'),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
