import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { ErrorBody } from '../../contracts/common.responses'
import { RiderOrder } from '../../contracts/riders.responses'
import { DeliveryCodeInput, RiderToken } from '../../contracts/riders.schemas'
import { riderDelivered, riderOrder, riderPickedUp } from '../../domain/orders/riders'
import { conflictResponse, errorResponses, json, jsonBody, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'

const linkAnswers = {
  ...errorResponses,
  410: json(ErrorBody, 'The link has ended: the order was delivered or stopped, or the link expired'),
}

/**
 * A rider's page, by the link the kitchen sent (decision record 0111): no account, one order
 * only, the link's 128-bit secret in the path. 404 for a link that never was or was replaced.
 */
export const riderLinkRoutes = new Hono<ApiEnv>()
  .get(
    '/:token',
    describeRoute({
      ...publicOperation,
      tags: ['Riders'],
      summary: 'The order a rider link opens: pick-up, drop-off, what to carry and the cash to collect',
      responses: { 200: json(RiderOrder, 'The order'), ...linkAnswers },
    }),
    validator('param', RiderToken, validationFailed),
    async (c) => c.json(await riderOrder(c.var.db, c.req.valid('param').token), 200),
  )
  .post(
    '/:token/picked-up',
    describeRoute({
      ...publicOperation,
      tags: ['Riders'],
      summary: 'The rider has the food: the order is on its way (once the kitchen made it ready)',
      responses: {
        200: json(RiderOrder, 'The order, on its way'),
        ...linkAnswers,
        ...conflictResponse,
      },
    }),
    validator('param', RiderToken, validationFailed),
    async (c) =>
      c.json(await riderPickedUp(c.var.db, c.req.valid('param').token, c.var.accounts.transports), 200),
  )
  .post(
    '/:token/delivered',
    describeRoute({
      ...publicOperation,
      tags: ['Riders'],
      summary: "Delivered, confirmed with the shopper's 4-digit code",
      description:
        'A link has 5 tries of the code, right or wrong (422 `rider.wrongCode` with the tries left, then 403 `rider.codeLocked`: the kitchen hands the order over again for a new link). A cash order is marked paid, as when the kitchen delivers.',
      requestBody: jsonBody(DeliveryCodeInput),
      responses: {
        200: json(RiderOrder, 'The order, delivered'),
        403: json(ErrorBody, 'No tries of the code left on this link'),
        ...linkAnswers,
        ...conflictResponse,
      },
    }),
    validator('param', RiderToken, validationFailed),
    validator('json', DeliveryCodeInput, validationFailed),
    async (c) =>
      c.json(
        await riderDelivered(
          c.var.db,
          c.req.valid('param').token,
          c.req.valid('json').code,
          c.var.accounts.transports,
        ),
        200,
      ),
  )
