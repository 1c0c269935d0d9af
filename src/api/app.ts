import { type Context, Hono } from 'hono'
import { MAX_BODY_BYTES } from '../config/constants'
import type { Db } from '../db/client'
import type { Notifications } from '../db/notifications'
import type { PaymentSettings } from '../domain/payments/settings'
import type { Service } from '../lib/catalogue-lists'
import type { DocumentStorage } from '../storage/document-storage'
import { MAX_APPLICATION_BODY_BYTES } from './applications/uploads'
import { authApi } from './auth'
import { limitBody } from './body-limit'
import type { AccountSettings, ApiEnv } from './env'
import { errorBody, handleError } from './errors'
import { MAX_PHOTO_BODY_BYTES } from './kitchen-console/photo-upload'
import { MAX_RENEWAL_BODY_BYTES } from './kitchen-console/renewal-upload'
import { openApiDocument } from './openapi-document'
import { refuseControlCharacters } from './refuse-control-characters'
import { shopApi } from './shop'

export type ApiDependencies = {
  db: () => Promise<Db>
  /** The switched-on services (the SERVICES setting). */
  services: () => readonly Service[]
  accounts: () => AccountSettings
  payments: () => PaymentSettings
  /** The database's LISTEN/NOTIFY (the live event streams). */
  notifications: () => Promise<Notifications>
  /** Where uploaded documents go. */
  storage: () => DocumentStorage
}

/**
 * The REST API: the one backend contract for the web, the mobile apps and partners.
 * Mounted under /api by src/routes/api/$.ts, or served alone by any fetch server.
 */
export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<ApiEnv>().basePath('/api')
  // An application carries two documents of up to 5 MB: its one route takes more (decision record 0021).
  const bodyLimitOf = (c: Context) =>
    c.req.method === 'POST' && c.req.path === '/api/kitchen-applications'
      ? MAX_APPLICATION_BODY_BYTES
      : c.req.method === 'PUT' && /^\/api\/kitchen\/meals\/\d+\/photo$/.test(c.req.path)
        ? MAX_PHOTO_BODY_BYTES
        : c.req.method === 'PUT' && /^\/api\/kitchen\/documents\/[a-z-]+\/renewal$/.test(c.req.path)
          ? MAX_RENEWAL_BODY_BYTES
          : MAX_BODY_BYTES
  app.use(
    limitBody(bodyLimitOf, (c) =>
      c.json(errorBody('input.tooLarge', { body: ['input.tooManyBytes'] }, { max: bodyLimitOf(c) }), 413),
    ),
  )
  app.use(refuseControlCharacters)
  // An answer to a Bearer or cart token is that caller's own: no cache may keep it.
  app.use(async (c, next) => {
    await next()
    // A route's own stricter word (a document's `private, no-store`) stays.
    if (!(c.req.header('authorization') || c.req.header('x-cart-token'))) return
    if (!/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) c.header('Cache-Control', 'no-store')
  })
  app.use(async (c, next) => {
    c.set('db', await deps.db())
    c.set('services', deps.services())
    c.set('accounts', deps.accounts())
    c.set('payments', deps.payments())
    c.set('notifications', await deps.notifications())
    c.set('storage', deps.storage())
    await next()
  })
  app.onError(handleError)
  app.notFound((c) => c.json(errorBody('page.notFound', { path: [c.req.path] }), 404))

  const routes = app.route('/auth', authApi).route('/', shopApi)
  // Built once, on the first request: the routes do not change while the app runs.
  let document: ReturnType<typeof openApiDocument> | undefined
  routes.get('/openapi.json', async (c) => {
    document ??= openApiDocument(routes)
    return c.json(await document)
  })
  return routes
}
