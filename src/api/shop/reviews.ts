import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { pageQuery } from '../../contracts/common.responses'
import { Review, ReviewInput, ReviewPage } from '../../contracts/reviews.responses'
import { kitchenExists, listReviews, writeReview } from '../../domain/reviews/reviews'
import { idParam } from '../../lib/schema-pieces'
import {
  conflictResponse,
  errorResponses,
  json,
  jsonBody,
  publicOperation,
  signedInOnly,
  signedInOperation,
} from '../docs'
import type { ApiEnv, SignedInEnv } from '../env'
import { ApiError, validationFailed } from '../errors'

/** A shopper reviews a delivered order (/orders/:id/review), behind the session check of api/shop/index.ts. */
export const orderReviewRoutes = new Hono<SignedInEnv>().put(
  '/:id/review',
  describeRoute({
    ...signedInOperation,
    tags: ['Reviews'],
    summary:
      "Rate a delivered order's kitchen 1–5 with an optional text; sent again within 7 days, it changes the review",
    description:
      'One review per order. The text is plain (at most 1000 characters) and shown as text, never as HTML. 409 `reviews.notDelivered` before delivery, `reviews.editClosed` after 7 days.',
    requestBody: jsonBody(ReviewInput),
    responses: {
      200: json(Review, 'The review, changed'),
      201: json(Review, 'The review, written'),
      ...errorResponses,
      ...conflictResponse,
      ...signedInOnly,
    },
  }),
  validator('param', idParam, validationFailed),
  validator('json', ReviewInput, validationFailed),
  async (c) => {
    const written = await writeReview(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))
    return written.created ? c.json(written.review, 201) : c.json(written.review, 200)
  },
)

/** A kitchen's reviews, public (/kitchens/:id/reviews). */
export const kitchenReviewsRoutes = new Hono<ApiEnv>().get(
  '/:id/reviews',
  describeRoute({
    ...publicOperation,
    tags: ['Reviews'],
    summary: "A kitchen's reviews, newest first, each with the kitchen's reply (page, perPage)",
    responses: { 200: json(ReviewPage, 'A page of reviews'), ...errorResponses },
  }),
  validator('param', idParam, validationFailed),
  validator('query', pageQuery, validationFailed),
  async (c) => {
    const { id } = c.req.valid('param')
    if (!(await kitchenExists(c.var.db, id, c.var.services)))
      throw new ApiError(404, 'catalog.kitchenNotFound', { id: ['catalog.noSuchKitchen'] }, { id })
    const { page, perPage } = c.req.valid('query')
    return c.json(await listReviews(c.var.db, id, { page: Number(page), perPage: Number(perPage) }), 200)
  },
)
