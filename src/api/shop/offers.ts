import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { listLiveOffers } from '../../domain/catalog/offers'
import { errorResponses, json, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'
import { OfferPage } from '../schemas/catalog'
import { pageQuery } from '../schemas/common'

export const offersRoutes = new Hono<ApiEnv>().get(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Food'],
    summary: 'Offers running now, ending soonest first',
    responses: { 200: json(OfferPage, 'A page of offers'), 422: errorResponses[422] },
  }),
  validator('query', pageQuery, validationFailed),
  async (c) =>
    c.json(await listLiveOffers(c.var.db, { ...c.req.valid('query'), services: c.var.services }), 200),
)
