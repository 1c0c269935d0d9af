import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { pageQuery } from '../../contracts/common.responses'
import { EventsQuery } from '../../contracts/kitchen-console.responses'
import { Order, OrderPage, ReorderResult } from '../../contracts/orders.responses'
import { cancelOrder, getOrder, listOrders, ownsOrder } from '../../domain/orders/orders'
import { reorder } from '../../domain/orders/reorder'
import { idParam } from '../../lib/schema-pieces'
import { conflictResponse, errorResponses, json, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { orderEventStream, startingAfter } from '../live/event-stream'
import { withCouponText } from './cart'

/** The signed-in shopper's orders (only their own), behind the session check of api/shop/index.ts. */
export const ordersRoutes = new Hono<SignedInEnv>()
  .get(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: ['Orders'],
      summary: 'Your orders, newest first (page, perPage)',
      responses: { 200: json(OrderPage, 'A page of orders'), 422: errorResponses[422], ...signedInOnly },
    }),
    validator('query', pageQuery, validationFailed),
    async (c) => c.json(await listOrders(c.var.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .get(
    '/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Orders'],
      summary:
        'One of your orders with its lines and latest payment (a stale M-Pesa prompt is queried first)',
      responses: { 200: json(Order, 'The order'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', idParam, validationFailed),
    async (c) =>
      c.json(await getOrder(c.var.db, c.var.user.id, c.req.valid('param').id, c.var.payments), 200),
  )
  .post(
    '/:id/cancel',
    describeRoute({
      ...signedInOperation,
      tags: ['Orders'],
      summary: 'Cancel an order the kitchen has not accepted and M-Pesa has not paid',
      responses: {
        200: json(Order, 'The cancelled order'),
        ...errorResponses,
        ...conflictResponse,
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    async (c) =>
      c.json(await cancelOrder(c.var.db, c.var.user.id, c.req.valid('param').id, c.var.payments), 200),
  )
  .post(
    '/:id/reorder',
    describeRoute({
      ...signedInOperation,
      tags: ['Orders'],
      summary:
        "Order again: the order's meals go back into the food cart, with the ones that cannot be ordered and the prices that changed named",
      responses: {
        200: json(ReorderResult, 'The cart, and what changed'),
        ...errorResponses,
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const result = await reorder(c.var.db, c.var.user.id, c.req.valid('param').id, 'food')
      return c.json({ ...result, cart: withCouponText(result.cart) }, 200)
    },
  )
  .get(
    '/:id/events',
    describeRoute({
      ...signedInOperation,
      tags: ['Orders'],
      summary: 'Server-sent events of one of your orders (event: order), from after `after` or Last-Event-ID',
      description:
        'Each status the order reaches is an event whose SSE id is its timeline id: a reconnect with Last-Event-ID gets every event missed. Replaces polling the order.',
      responses: {
        200: {
          description: 'An event stream; each `data` is one timeline entry',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        ...errorResponses,
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    validator('query', EventsQuery, validationFailed),
    async (c) => {
      const orderId = c.req.valid('param').id
      await ownsOrder(c.var.db, c.var.user.id, orderId)
      return orderEventStream(c, { orderId }, startingAfter(c, c.req.valid('query').after))
    },
  )
