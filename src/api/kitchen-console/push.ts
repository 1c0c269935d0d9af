import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { KitchenPush } from '../../contracts/kitchen-push.responses'
import { PushEndpointInput, PushSubscriptionInput } from '../../contracts/kitchen-push.schemas'
import {
  kitchenPushStatus,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../domain/kitchen-console/push-subscriptions'
import { requestLocale } from '../auth/request-facts'
import { conflictResponse, errorResponses, json, jsonBody, kitchenOnly, kitchenOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'

/**
 * New orders by Web Push to the phones of the kitchen's accounts (decision record 0114), behind
 * the kitchen API's session and role check. The sending is the server's, when an order arrives.
 */
export const pushRoutes = new Hono<KitchenEnv>()
  .get(
    '/push',
    describeRoute({
      ...kitchenOperation(
        'Web Push for new orders: the key to subscribe with, and how many browsers get them',
      ),
      responses: { 200: json(KitchenPush, 'Push for this kitchen'), ...kitchenOnly },
    }),
    async (c) => c.json(await kitchenPushStatus(c.var.db, c.var.kitchen.id, c.var.accounts.push), 200),
  )
  .put(
    '/push/subscription',
    describeRoute({
      ...kitchenOperation(
        'Get new orders on this browser, even with the phone locked',
        "The body is the browser's PushSubscription.toJSON(), made with `publicKey` from GET /api/kitchen/push. Each new order is pushed once to every subscribed browser of the kitchen's accounts, in the language of this request (Accept-Language). The endpoint must be a known push service's (422 `push.service`); 409 `push.off` when the server sends no push.",
      ),
      requestBody: jsonBody(PushSubscriptionInput),
      responses: {
        200: json(KitchenPush, 'Subscribed'),
        ...errorResponses,
        ...conflictResponse,
        ...kitchenOnly,
      },
    }),
    validator('json', PushSubscriptionInput, validationFailed),
    async (c) => {
      const push = c.var.accounts.push
      await subscribeToPush(c.var.db, c.var.user.id, c.req.valid('json'), requestLocale(c), push)
      return c.json(await kitchenPushStatus(c.var.db, c.var.kitchen.id, push), 200)
    },
  )
  .delete(
    '/push/subscription',
    describeRoute({
      ...kitchenOperation('Get no more new orders on this browser'),
      requestBody: jsonBody(PushEndpointInput),
      responses: { 200: json(KitchenPush, 'Unsubscribed'), ...errorResponses, ...kitchenOnly },
    }),
    validator('json', PushEndpointInput, validationFailed),
    async (c) => {
      await unsubscribeFromPush(c.var.db, c.var.user.id, c.req.valid('json').endpoint)
      return c.json(await kitchenPushStatus(c.var.db, c.var.kitchen.id, c.var.accounts.push), 200)
    },
  )
