import * as v from 'valibot'
import { REVIEW_TEXT_MAX } from '../../config/constants'
import { pageOf } from './common'

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

export const Review = v.object({
  id: v.number(),
  rating: v.number(),
  /** Plain text: a client shows it as text, never as HTML. */
  text: v.string(),
  /** The reviewer's first name. */
  author: v.string(),
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
})

export const ReviewPage = pageOf(Review)
