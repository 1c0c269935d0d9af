import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { PhotoParam } from '../../contracts/menu.responses'
import { readMealPhoto } from '../../domain/kitchen-console/meal-photos'
import { errorResponses, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, errorBody } from '../errors'

/** A year: a photo's URL names one upload (a new upload gets a new token), so its bytes never change. */
const LONG_CACHE = 'public, max-age=31536000, immutable'

/** Meal photos as shoppers' pages load them (srcset): public, WebP, cached for a year. */
export const mealPhotosRoutes = new Hono<ApiEnv>().get(
  '/:mealId/:token/:width',
  describeRoute({
    ...publicOperation,
    tags: ['Meals'],
    summary: "One size of a meal's uploaded photo (WebP)",
    description: "The URLs come from a meal's `image` and `imageSrcset`; each is cached for a year.",
    responses: {
      200: {
        description: 'The photo',
        content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
      },
      404: errorResponses[404],
    },
  }),
  validator('param', PhotoParam, (result, c) =>
    result.success ? undefined : c.json(errorBody('page.notFound'), 404),
  ),
  async (c) => {
    const { mealId, token, width } = c.req.valid('param')
    const bytes = await readMealPhoto(c.var.storage, mealId, token, width)
    if (!bytes) throw new ApiError(404, 'page.notFound')
    return c.body(Buffer.from(bytes), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': LONG_CACHE,
      'X-Content-Type-Options': 'nosniff',
    })
  },
)
