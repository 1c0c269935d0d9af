import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { checkout } from '../../domain/checkout/checkout'
import { cancelOrder, getOrder, listOrders } from '../../domain/orders/orders'
import { retryMpesaPayment } from '../../domain/payments/payments'
import { CheckoutInput } from '../../features/checkout/checkout.schemas'
import { RetryInput } from '../../features/payments/payments.schemas'
import { requireSession } from '../auth/session-guard'
import { conflictResponse, errorResponses, json, jsonBody, signedInOnly } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { CheckoutResult } from '../schemas/checkout'
import { idParam, pageQuery } from '../schemas/common'
import { Order, OrderPage } from '../schemas/orders'
import { Payment } from '../schemas/payments'

/** Checkout and the signed-in shopper's orders (only their own). */
export const ordersRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .post(
    '/',
    describeRoute({
      tags: ['Orders'],
      summary:
        'Check out the food cart: one order per kitchen; cash is due on delivery, M-Pesa sends one STK push for the whole checkout',
      requestBody: jsonBody(CheckoutInput),
      responses: {
        201: json(CheckoutResult, 'The orders, and the M-Pesa attempt when paying by M-Pesa'),
        422: errorResponses[422],
        ...conflictResponse,
        ...signedInOnly,
      },
    }),
    validator('json', CheckoutInput, validationFailed),
    async (c) => c.json(await checkout(c.var.db, c.var.user.id, c.req.valid('json'), c.var.payments), 201),
  )
  .get(
    '/',
    describeRoute({
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
    '/:id/payments',
    describeRoute({
      tags: ['Orders'],
      summary: 'A new M-Pesa prompt after a failed one (optionally to another phone)',
      requestBody: jsonBody(RetryInput),
      responses: {
        201: json(Payment, 'The new attempt'),
        ...errorResponses,
        ...conflictResponse,
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    validator('json', RetryInput, validationFailed),
    async (c) =>
      c.json(
        await retryMpesaPayment(
          c.var.db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').phone,
          c.var.payments,
        ),
        201,
      ),
  )
