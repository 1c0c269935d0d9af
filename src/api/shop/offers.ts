import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { OfferPage } from '../../contracts/catalogue.responses'
import { pageQuery } from '../../contracts/common.responses'
import { listLiveOffers } from '../../domain/catalogue/offers'
import { catalogueListResponse } from '../catalogue-responses'
import { cachedJson, errorResponses, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'

export const offersRoutes = new Hono<ApiEnv>().get(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Food'],
    summary: 'Offers running now, ending soonest first',
    responses: { ...cachedJson(OfferPage, 'A page of offers'), 422: errorResponses[422] },
  }),
  validator('query', pageQuery, validationFailed),
  async (c) => {
    const query = c.req.valid('query')
    return catalogueListResponse(c, () => listLiveOffers(c.var.db, { ...query, services: c.var.services }))
  },
)
