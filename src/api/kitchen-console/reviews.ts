import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { ErrorBody } from '../../contracts/common.responses'
import { ReplyInput, Review } from '../../contracts/reviews.responses'
import { replyToReview } from '../../domain/reviews/reviews'
import { idParam } from '../../lib/schema-pieces'
import { errorResponses, json, jsonBody, signedInOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'

/** The kitchen answers a review of its own (decision 0035); another kitchen's review is 404. */
export const reviewReplyRoutes = new Hono<KitchenEnv>().put(
  '/reviews/:id/reply',
  describeRoute({
    ...signedInOperation,
    tags: ['Reviews'],
    summary:
      'Reply to a review of your kitchen (plain text, at most 1000 characters); a new reply replaces the old',
    requestBody: jsonBody(ReplyInput),
    responses: {
      200: json(Review, 'The review with its reply'),
      ...errorResponses,
      ...signedInOnly,
      403: json(ErrorBody, 'Signed in without the kitchen role, or not linked to a kitchen'),
    },
  }),
  validator('param', idParam, validationFailed),
  validator('json', ReplyInput, validationFailed),
  async (c) =>
    c.json(
      await replyToReview(c.var.db, c.var.kitchen.id, c.req.valid('param').id, c.req.valid('json').reply),
      200,
    ),
)
