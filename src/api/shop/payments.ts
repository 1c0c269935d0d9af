import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { pageQuery } from '../../contracts/common.responses'
import { MpesaNumbers, Payment, PaymentPage } from '../../contracts/payments.responses'
import { RetryInput } from '../../contracts/payments.schemas'
import { mpesaNumbersUsed } from '../../domain/payments/numbers'
import { listPayments, retryMpesaPayment } from '../../domain/payments/payments'
import { settleMpesaPayment } from '../../domain/payments/settlement'
import { log } from '../../lib/log.server'
import { PAYMENT_METHODS } from '../../lib/order-lists'
import { idParam } from '../../lib/schema-pieces'
import { requireSession } from '../auth/session-guard'
import {
  conflictResponse,
  errorResponses,
  json,
  jsonBody,
  publicOperation,
  signedInOnly,
  signedInOperation,
} from '../docs'
import type { ApiEnv, SignedInEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { idempotencyKeyParameter, idempotent } from '../idempotency'

/** Daraja's STK callback (KENYA.md); the metadata list varies, so only what is used is read. */
const StkCallback = v.object({
  Body: v.object({
    stkCallback: v.object({
      MerchantRequestID: v.optional(v.string()),
      CheckoutRequestID: v.pipe(v.string(), v.nonEmpty()),
      ResultCode: v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
      ResultDesc: v.optional(v.string(), ''),
      CallbackMetadata: v.optional(
        v.object({
          Item: v.array(
            v.object({ Name: v.string(), Value: v.optional(v.union([v.string(), v.number(), v.null()])) }),
          ),
        }),
      ),
    }),
  }),
})

const metadataValue = (items: { Name: string; Value?: string | number | null | undefined }[], name: string) =>
  items.find((item) => item.Name === name)?.Value ?? undefined

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const PaymentMethods = v.object({
  methods: v.array(v.picklist(PAYMENT_METHODS)),
  /** M-Pesa goes to the bundled simulator: test payments, no money moves. */
  testMode: v.boolean(),
})

/** Daraja posts here; it is told the URL with the secret, which is how a forged post is told apart. */
const publicPaymentRoutes = new Hono<ApiEnv>()
  .get(
    '/methods',
    describeRoute({
      ...publicOperation,
      tags: ['Payments'],
      summary: 'How a shopper can pay on this server (M-Pesa only when Daraja is configured)',
      responses: { 200: json(PaymentMethods, 'The payment methods on offer') },
    }),
    (c) =>
      c.json(
        {
          methods: c.var.payments.daraja ? (['mpesa', 'cash'] as const) : (['cash'] as const),
          testMode: Boolean(c.var.payments.daraja && c.var.payments.testMode),
        },
        200,
      ),
  )
  .post(
    '/mpesa/callback/:secret',
    describeRoute({
      ...publicOperation,
      tags: ['Payments'],
      summary: 'Daraja STK push result (called by Safaricom, with the secret path segment)',
      responses: {
        200: json(v.object({ ResultCode: v.number(), ResultDesc: v.string() }), 'Accepted'),
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    validator('json', StkCallback, validationFailed),
    async (c) => {
      const expected = c.var.payments.callbackSecret
      if (!expected || !sameSecret(c.req.param('secret') ?? '', expected)) {
        throw new ApiError(404, 'page.notFound')
      }
      const callback = c.req.valid('json').Body.stkCallback
      const items = callback.CallbackMetadata?.Item ?? []
      const amount = metadataValue(items, 'Amount')
      const receipt = metadataValue(items, 'MpesaReceiptNumber')
      const payer = metadataValue(items, 'PhoneNumber')
      const outcome = await settleMpesaPayment(c.var.db, callback.CheckoutRequestID, {
        resultCode: callback.ResultCode,
        resultDesc: callback.ResultDesc,
        receipt: receipt === undefined ? undefined : String(receipt),
        amountKes: amount === undefined ? undefined : Number(amount),
        payerPhone: payer === undefined ? undefined : String(payer),
      })
      if (outcome === 'unknown')
        log().warn({ checkoutRequestId: callback.CheckoutRequestID }, 'M-Pesa callback for an unknown prompt')
      // Daraja only needs to hear that the callback arrived; a repeat is accepted and ignored.
      return c.json({ ResultCode: 0, ResultDesc: 'Accepted' }, 200)
    },
  )
  // Without its secret segment the callback's address is as unknown as with a wrong one: a 404
  // here, before the signed-in routes below answer 401 to anything they do not know.
  .all('/mpesa/callback', () => {
    throw new ApiError(404, 'page.notFound')
  })
  .all('/mpesa/callback/*', () => {
    throw new ApiError(404, 'page.notFound')
  })

const paymentListRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get(
    '/numbers',
    describeRoute({
      ...signedInOperation,
      tags: ['Payments'],
      summary: 'The M-Pesa numbers you have paid with, most recently used first (at most 5)',
      responses: { 200: json(MpesaNumbers, 'Your M-Pesa numbers'), ...signedInOnly },
    }),
    async (c) => c.json(await mpesaNumbersUsed(c.var.db, c.var.user.id), 200),
  )
  .get(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: ['Payments'],
      summary: 'Your payment attempts, newest first (page, perPage)',
      responses: {
        200: json(PaymentPage, 'A page of payments'),
        ...signedInOnly,
        422: errorResponses[422],
      },
    }),
    validator('query', pageQuery, validationFailed),
    async (c) =>
      c.json(await listPayments(c.var.db, c.var.user.id, c.req.valid('query'), c.var.payments), 200),
  )

export const paymentsRoutes = new Hono<ApiEnv>().route('/', publicPaymentRoutes).route('/', paymentListRoutes)

/** A new M-Pesa prompt for one of the shopper's orders (/orders/:id/payments), behind the session check of api/shop/index.ts. */
export const orderPaymentRoutes = new Hono<SignedInEnv>().post(
  '/:id/payments',
  describeRoute({
    ...signedInOperation,
    tags: ['Orders'],
    summary: 'A new M-Pesa prompt after a failed one (optionally to another phone)',
    description: 'Send an `Idempotency-Key` per retry: the same retry sent again answers the same attempt.',
    parameters: [idempotencyKeyParameter],
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
  async (c) => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    return idempotent(c, input, 201, () =>
      retryMpesaPayment(c.var.db, c.var.user.id, id, input.phone, c.var.payments),
    )
  },
)
