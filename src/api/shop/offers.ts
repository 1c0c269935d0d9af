import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { OfferPage, offersQuery } from '../../contracts/catalogue.responses'
import { listLiveOffers } from '../../domain/catalogue/offers'
import { catalogueListResponse } from '../catalogue-responses'
import { cachedJson, errorResponses, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'
import { switchedOn } from './switched-on'

export const offersRoutes = new Hono<ApiEnv>().get(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Food'],
    summary: 'Offers running now of a switched-on service (service, default food), ending soonest first',
    description: 'A switched-off service is 404.',
    responses: {
      ...cachedJson(OfferPage, 'A page of offers'),
      404: errorResponses[404],
      422: errorResponses[422],
    },
  }),
  validator('query', offersQuery, validationFailed),
  async (c) => {
    const query = c.req.valid('query')
    switchedOn(c, query.service)
    return catalogueListResponse(c, () => listLiveOffers(c.var.db, { ...query, services: c.var.services }))
  },
)
