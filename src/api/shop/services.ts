import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { ServiceList } from '../../contracts/catalogue.responses'
import { SERVICES } from '../../lib/catalogue-lists'
import { json, publicOperation } from '../docs'
import type { ApiEnv } from '../env'

/** SPEC §1: five services are defined; the SERVICES setting says which are switched on. */
export const servicesRoutes = new Hono<ApiEnv>().get(
  '/',
  describeRoute({
    ...publicOperation,
    tags: ['Site'],
    summary: 'The services of the marketplace and which are switched on',
    responses: { 200: json(ServiceList, 'Every service with its flag') },
  }),
  (c) =>
    c.json({ services: SERVICES.map((name) => ({ name, enabled: c.var.services.includes(name) })) }, 200),
)
