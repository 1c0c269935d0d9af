import type { Context } from 'hono'
import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { type DeliveryPlace, getKitchen, listKitchens } from '../../domain/catalog/kitchens'
import { defaultTarget } from '../../domain/delivery/delivery-target'
import { parseLocation } from '../../domain/delivery/distance-fee'
import { optionalSession } from '../auth/session-guard'
import { catalogueListResponse, catalogueResponse } from '../catalogue-responses'
import { cachedJson, errorResponses, optionallySignedIn, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { Kitchen, KitchenPage, kitchensQuery } from '../schemas/catalog'
import { idParam } from '../schemas/common'

const LOCATION_HEADER = 'X-STORE-LOCATION'

/**
 * Where the shopper wants delivery: a location they shared (SPEC §7's X-STORE-LOCATION, "lat,lng";
 * a malformed one is refused, not ignored), else the signed-in shopper's default address.
 */
async function shopperPlace(c: Context<ApiEnv>): Promise<DeliveryPlace | undefined> {
  const header = c.req.header(LOCATION_HEADER)
  if (header !== undefined) {
    const point = parseLocation(header)
    if (!point) throw new ApiError(422, 'input.invalid', { [LOCATION_HEADER]: ['location.invalid'] })
    return { point, pinned: true }
  }
  const session = await optionalSession(c)
  return session ? defaultTarget(c.var.db, session.user.id) : undefined
}

export const kitchensRoutes = new Hono<ApiEnv>()
  .get(
    '/',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary:
        'Kitchens and restaurants, best rated first; searchKeyword matches name, tagline, area and cuisine',
      responses: { ...cachedJson(KitchenPage, 'A page of kitchens'), 422: errorResponses[422] },
    }),
    validator('query', kitchensQuery, validationFailed),
    async (c) => {
      const query = c.req.valid('query')
      return catalogueListResponse(c, () => listKitchens(c.var.db, { ...query, services: c.var.services }))
    },
  )
  .get(
    '/:id',
    describeRoute({
      ...optionallySignedIn,
      tags: ['Food'],
      summary:
        "One kitchen with its story, opening hours and meals, and its delivery fee and ETA to the shopper's place (X-STORE-LOCATION: lat,lng, else the signed-in shopper's default address)",
      responses: { ...cachedJson(Kitchen, 'The kitchen'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const missing = () =>
        new ApiError(404, 'catalog.kitchenNotFound', { id: ['catalog.noSuchKitchen'] }, { id })
      const deliverTo = await shopperPlace(c)
      // A quote to the shopper's own place is theirs: read afresh. Everyone else shares one answer.
      if (deliverTo) {
        const kitchen = await getKitchen(c.var.db, id, { services: c.var.services, deliverTo })
        if (!kitchen) throw missing()
        return c.json(kitchen, 200)
      }
      const answer = await catalogueResponse(c, () => getKitchen(c.var.db, id, { services: c.var.services }))
      if (!answer) throw missing()
      return answer
    },
  )
