import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { KitchenOrder } from '../../contracts/kitchen-console.responses'
import { RiderInput } from '../../contracts/riders.schemas'
import { assignRider, removeRider } from '../../domain/orders/riders'
import { idParam } from '../../lib/schema-pieces'
import { conflictResponse, errorResponses, json, jsonBody, kitchenOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'

const riderResponses = { ...errorResponses, ...conflictResponse, ...kitchenOnly }

/**
 * The kitchen hands an order to a rider, or takes it back (decision record 0111), behind the
 * kitchen API's session and role check: only its own orders.
 */
export const riderRoutes = new Hono<KitchenEnv>()
  .put(
    '/orders/:id/rider',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: 'Hand one of your orders to a rider (name and Kenyan mobile): they get a link by SMS',
      description:
        "From accepted until delivered (409 `rider.cannotAssign` otherwise). The rider's link (`rider.link`, relative to the site) opens that one order without an account, until some hours after it is due, and never after delivery; this answer is the only one that carries it (the database keeps its hash), and the rider gets it by SMS. Handing the order over again makes a new link and ends the old one. The rider confirms delivery with the shopper's 4-digit code, which the kitchen never sees.",
      requestBody: jsonBody(RiderInput),
      responses: { 200: json(KitchenOrder, 'The order, with its rider and link'), ...riderResponses },
    }),
    validator('param', idParam, validationFailed),
    validator('json', RiderInput, validationFailed),
    async (c) =>
      c.json(
        await assignRider(c.var.db, c.var.kitchen.id, c.req.valid('param').id, c.req.valid('json'), {
          transports: c.var.accounts.transports,
          publicUrl: c.var.accounts.publicUrl,
        }),
        200,
      ),
  )
  .delete(
    '/orders/:id/rider',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: "Deliver the order yourselves: the rider's link stops working at once",
      responses: { 200: json(KitchenOrder, 'The order, without a rider'), ...riderResponses },
    }),
    validator('param', idParam, validationFailed),
    async (c) => c.json(await removeRider(c.var.db, c.var.kitchen.id, c.req.valid('param').id), 200),
  )
