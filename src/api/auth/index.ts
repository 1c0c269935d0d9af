import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { anyQuery, Ping } from '../../contracts/common.responses'
import { json, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'
import { devOutboxRoutes } from './dev-outbox'
import { meRoutes } from './me'
import { signInRoutes } from './sign-in'
import { verificationRoutes } from './verification'

/** The Auth API of SPEC §7, mounted at /api/auth: every response body is `{ data: payload }`. */
export const authApi = new Hono<ApiEnv>()
  .get(
    '/ping',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary: 'Health check of the auth service',
      responses: { 200: json(Ping, 'The service answers') },
    }),
    // SPEC §7: ping takes a query; any keys are accepted and ignored.
    validator('query', anyQuery, validationFailed),
    (c) => c.json({ data: { status: 'ok' as const, time: new Date().toISOString() } }, 200),
  )
  .route('/', signInRoutes)
  .route('/', verificationRoutes)
  .route('/', meRoutes)
  .route('/', devOutboxRoutes)

export type AuthApi = typeof authApi
