import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { getKitchen, listKitchens } from '../../domain/catalog/kitchens'
import { catalogueListResponse, catalogueResponse } from '../catalogue-responses'
import { cachedJson, errorResponses, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { Kitchen, KitchenPage, kitchensQuery } from '../schemas/catalog'
import { idParam } from '../schemas/common'

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
      ...publicOperation,
      tags: ['Food'],
      summary: 'One kitchen with its story, opening hours and meals',
      responses: { ...cachedJson(Kitchen, 'The kitchen'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const answer = await catalogueResponse(c, () => getKitchen(c.var.db, id, { services: c.var.services }))
      if (!answer)
        throw new ApiError(404, 'catalog.kitchenNotFound', { id: ['catalog.noSuchKitchen'] }, { id })
      return answer
    },
  )
