import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { checkout, resumeCheckout } from '../../domain/checkout/checkout'
import { CheckoutInput } from '../../features/checkout/checkout.schemas'
import { conflictResponse, errorResponses, json, jsonBody, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { idempotencyKeyParameter, idempotent } from '../idempotency'
import { CheckoutResult } from '../schemas/checkout'

/** The cart becomes orders: POST /api/orders (SPEC §7), behind the session check of api/shop/index.ts. */
export const checkoutRoutes = new Hono<SignedInEnv>().post(
  '/',
  describeRoute({
    ...signedInOperation,
    tags: ['Orders'],
    summary:
      'Check out the food cart: one order per kitchen; cash is due on delivery, M-Pesa sends one STK push for the whole checkout',
    description:
      "Send an `Idempotency-Key` per checkout attempt: a retry of the same attempt then answers the same orders instead of ordering twice. Send `kitchenIds` to order only those kitchens' groups (the cart's `ready.kitchenIds` are those that can order now); the other groups stay in the cart. Without it every group is ordered, and one below its minimum refuses the checkout.",
    parameters: [idempotencyKeyParameter],
    requestBody: jsonBody(CheckoutInput),
    responses: {
      201: json(CheckoutResult, 'The orders, and the M-Pesa attempt when paying by M-Pesa'),
      422: errorResponses[422],
      ...conflictResponse,
      ...signedInOnly,
    },
  }),
  validator('json', CheckoutInput, validationFailed),
  async (c) => {
    const input = c.req.valid('json')
    return idempotent(c, input, 201, ({ keyId, committedCheckout }) =>
      // A run of this key died after committing its checkout: its answer is rebuilt, not run again.
      committedCheckout
        ? resumeCheckout(c.var.db, c.var.user.id, committedCheckout, c.var.payments)
        : checkout(c.var.db, c.var.user.id, input, c.var.payments, keyId),
    )
  },
)
