import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { cartRoutes } from './cart'
import { favoritesRoutes } from './favorites'
import { inquiriesRoutes } from './inquiries'
import { kitchensRoutes } from './kitchens'
import { locationsRoutes } from './locations'
import { mealsRoutes } from './meals'
import { offersRoutes } from './offers'
import { ordersRoutes } from './orders'
import { paymentsRoutes } from './payments'
import { servicesRoutes } from './services'
import { supportRoutes } from './support'

/** The General API of SPEC §7, mounted at /api: responses are the payload itself. */
export const shopApi = new Hono<ApiEnv>()
  .route('/kitchens', kitchensRoutes)
  .route('/meals', mealsRoutes)
  .route('/offers', offersRoutes)
  .route('/services', servicesRoutes)
  .route('/inquiries', inquiriesRoutes)
  .route('/cart', cartRoutes)
  .route('/locations', locationsRoutes)
  .route('/favorites', favoritesRoutes)
  .route('/orders', ordersRoutes)
  .route('/payments', paymentsRoutes)
  .route('/support', supportRoutes)

export type ShopApi = typeof shopApi
