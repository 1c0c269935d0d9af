import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { getKitchen, listKitchens } from '../../domain/catalog/kitchens'
import { errorResponses, json, publicOperation } from '../docs'
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
      responses: { 200: json(KitchenPage, 'A page of kitchens'), 422: errorResponses[422] },
    }),
    validator('query', kitchensQuery, validationFailed),
    async (c) => {
      const page = await listKitchens(c.var.db, { ...c.req.valid('query'), services: c.var.services })
      return c.json(page, 200)
    },
  )
  .get(
    '/:id',
    describeRoute({
      ...publicOperation,
      tags: ['Food'],
      summary: 'One kitchen with its story, opening hours and meals',
      responses: { 200: json(Kitchen, 'The kitchen'), ...errorResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const kitchen = await getKitchen(c.var.db, id, { services: c.var.services })
      if (!kitchen)
        throw new ApiError(404, 'catalog.kitchenNotFound', { id: ['catalog.noSuchKitchen'] }, { id })
      return c.json(kitchen, 200)
    },
  )
