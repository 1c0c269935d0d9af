import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { kitchensRoutes } from './kitchens'
import { mealsRoutes } from './meals'

/** The General API of SPEC §7, mounted at /api: responses are the payload itself. */
export const shopApi = new Hono<ApiEnv>().route('/kitchens', kitchensRoutes).route('/meals', mealsRoutes)

export type ShopApi = typeof shopApi
