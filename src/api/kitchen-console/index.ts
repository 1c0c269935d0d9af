import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute, validator } from 'hono-openapi'
import { EventsQuery, KitchenBoard, KitchenOrder } from '../../contracts/kitchen-console.responses'
import { StepInput } from '../../contracts/kitchen-orders.schemas'
import { holdsRole } from '../../domain/accounts/roles'
import { kitchenOfAccount } from '../../domain/kitchen-console/members'
import { listKitchenOrders, stepOrder } from '../../domain/orders/kitchen-orders'
import { idParam } from '../../lib/schema-pieces'
import { requireSession } from '../auth/session-guard'
import { conflictResponse, errorResponses, json, jsonBody, kitchenOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { orderEventStream, startingAfter } from '../live/event-stream'
import { documentRoutes } from './documents'
import { earningsRoutes } from './earnings'
import { hoursRoutes } from './hours'
import { kitchenWordsRoutes } from './kitchen-words'
import { menuRoutes } from './menu'
import { pushRoutes } from './push'
import { reviewReplyRoutes } from './reviews'
import { riderRoutes } from './riders'
import { settingsRoutes } from './settings'

/** The kitchen role, and the kitchen the account runs (kitchen_members). */
const requireKitchen = createMiddleware<KitchenEnv>(async (c, next) => {
  if (!holdsRole(c.var.user, 'kitchen')) throw new ApiError(403, 'kitchen.only')
  const kitchen = await kitchenOfAccount(c.var.db, c.var.user.id)
  if (!kitchen) throw new ApiError(403, 'kitchen.none')
  c.set('kitchen', { id: kitchen.id, name: kitchen.name })
  await next()
})

/** The kitchen's board (SPEC's kitchen side): its own orders only, and the steps it takes them through. */
export const kitchenApi = new Hono<KitchenEnv>()
  .use(requireSession, requireKitchen)
  .get(
    '/orders',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary:
        "Your kitchen's orders: every one still open, and today's finished ones (Nairobi's day), newest first",
      responses: { 200: json(KitchenBoard, 'The board'), ...kitchenOnly },
    }),
    async (c) =>
      c.json({ kitchen: c.var.kitchen, ...(await listKitchenOrders(c.var.db, c.var.kitchen.id)) }, 200),
  )
  .post(
    '/orders/:id/transitions',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary:
        'Move one of your orders a step on: placed → accepted (readyBy) or declined (reason); accepted → preparing → ready → on-the-way → delivered',
      description:
        'No step is skipped or taken back; an unpaid M-Pesa or cancelled order cannot be accepted. Declining a paid M-Pesa order records its refund and tells the shopper; delivering a cash order marks its cash paid.',
      requestBody: jsonBody(StepInput),
      responses: {
        200: json(KitchenOrder, 'The order after the step'),
        ...errorResponses,
        ...conflictResponse,
        ...kitchenOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    validator('json', StepInput, validationFailed),
    async (c) =>
      c.json(
        await stepOrder(
          c.var.db,
          c.var.kitchen.id,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.var.accounts.transports,
        ),
        200,
      ),
  )
  .get(
    '/events',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary:
        "Server-sent events of your kitchen's orders (event: order), from after `after` or Last-Event-ID",
      description:
        'Each event is an order_events row; its SSE id is the row id, so a reconnect with Last-Event-ID gets every event missed. Delivered by whichever instance the stream is open on.',
      responses: {
        200: {
          description: 'An event stream; each `data` is an OrderEvent',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        422: errorResponses[422],
        ...kitchenOnly,
      },
    }),
    validator('query', EventsQuery, validationFailed),
    (c) => orderEventStream(c, { kitchenId: c.var.kitchen.id }, startingAfter(c, c.req.valid('query').after)),
  )
  .route('/', menuRoutes)
  .route('/', reviewReplyRoutes)
  .route('/', settingsRoutes)
  .route('/', kitchenWordsRoutes)
  .route('/', earningsRoutes)
  .route('/', riderRoutes)
  .route('/', hoursRoutes)
  .route('/', pushRoutes)
  .route('/', documentRoutes)
