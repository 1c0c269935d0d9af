import * as v from 'valibot'
import { pageOf } from './common.responses'
import { ReplyInput, ReviewInput } from './reviews.schemas'

/** The inputs are the web forms' own schemas (one rule for both). */
export { ReplyInput, ReviewInput }

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
export type Review = v.InferOutput<typeof Review>

export const ReviewPage = pageOf(Review)
export type ReviewPage = v.InferOutput<typeof ReviewPage>
