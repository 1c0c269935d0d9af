import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { CheckoutConflict, CheckoutResult } from '../../contracts/checkout.responses'
import { CheckoutInput } from '../../contracts/checkout.schemas'
import { checkout, resumeCheckout } from '../../domain/checkout/checkout'
import { errorResponses, json, jsonBody, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { idempotencyKeyParameter, idempotent } from '../idempotency'
import { switchedOn } from './switched-on'

/** The cart becomes orders: POST /api/orders (SPEC §7), behind the session check of api/shop/index.ts. */
export const checkoutRoutes = new Hono<SignedInEnv>().post(
  '/',
  describeRoute({
    ...signedInOperation,
    tags: ['Orders'],
    summary:
      "Check out the food cart (or another switched-on service's: service): one order per kitchen; cash is due on delivery, M-Pesa sends one STK push for the whole checkout",
    description:
      "Send an `Idempotency-Key` per checkout attempt: a retry of the same attempt then answers the same orders instead of ordering twice. Send `kitchenIds` to order only those kitchens' groups (the cart's `ready.kitchenIds` are those that can order now); the other groups stay in the cart. Without it every group is ordered, and one below its minimum refuses the checkout.\n\nSend `expectedTotalKes`, the total the shopper was shown for this address and these kitchens (the cart's `totalKes`, or `ready.totalKes` with `kitchenIds`, from `GET /api/cart?addressId=`): when a price, an offer, a delivery fee or a coupon's discount has moved since, the answer is 409 `checkout.priceChanged` with the checkout as priced now in `details` (its lines and totals); nothing is ordered, held or charged. Show it, and send the checkout again with `expectedTotalKes` = `details.totalKes` (and a new `Idempotency-Key`: the same key replays the 409) to accept it. It is required: the checkout never charges an amount the shopper was not shown, so a checkout without it answers 422 (`expectedTotalKes`: `input.required`) and orders nothing. In a 201 the orders' `totalKes` add up to this total, and the M-Pesa `amountKes` is it.",
    parameters: [idempotencyKeyParameter],
    requestBody: jsonBody(CheckoutInput),
    responses: {
      201: json(CheckoutResult, 'The orders, and the M-Pesa attempt when paying by M-Pesa'),
      422: errorResponses[422],
      409: json(
        CheckoutConflict,
        'In conflict with the cart as it is now: a meal sold out, the cart changed, a coupon no longer applies, or `checkout.priceChanged` (the total is not `expectedTotalKes`; `details` is the checkout priced now)',
      ),
      ...signedInOnly,
    },
  }),
  validator('json', CheckoutInput, validationFailed),
  async (c) => {
    const input = c.req.valid('json')
    switchedOn(c, input.service)
    return idempotent(c, input, 201, ({ keyId, committedCheckout }) =>
      // A run of this key died after committing its checkout: its answer is rebuilt, not run again.
      committedCheckout
        ? resumeCheckout(c.var.db, c.var.user.id, committedCheckout, c.var.payments)
        : checkout(c.var.db, c.var.user.id, input, c.var.payments, keyId),
    )
  },
)
