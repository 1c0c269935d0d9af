import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { inquiriesRoutes } from './inquiries'
import { kitchensRoutes } from './kitchens'
import { mealsRoutes } from './meals'
import { servicesRoutes } from './services'

/** The General API of SPEC §7, mounted at /api: responses are the payload itself. */
export const shopApi = new Hono<ApiEnv>()
  .route('/kitchens', kitchensRoutes)
  .route('/meals', mealsRoutes)
  .route('/services', servicesRoutes)
  .route('/inquiries', inquiriesRoutes)

export type ShopApi = typeof shopApi
