import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute, validator } from 'hono-openapi'
import { ErrorBody, pageQuery } from '../../contracts/common.responses'
import { CommissionRate } from '../../contracts/earnings.responses'
import { CommissionInput } from '../../contracts/earnings.schemas'
import { SupportPaymentPage } from '../../contracts/payments.responses'
import { holdsRole } from '../../domain/accounts/roles'
import { setCommissionRate } from '../../domain/earnings/earnings'
import { paymentsNeedingSupport } from '../../domain/payments/payments'
import { idParam } from '../../lib/schema-pieces'
import { requireSession } from '../auth/session-guard'
import { errorResponses, json, jsonBody, signedInOnly, signedInOperation } from '../docs'
import type { SignedInEnv } from '../env'
import { ApiError, validationFailed } from '../errors'

/** Staff only: the signed-in user must be an operator (OPERATOR_EMAILS counts) or hold the older admin role. */
const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.var.user
  if (!holdsRole(user, 'admin') && !holdsRole(user, 'operator', c.var.accounts.operatorEmails))
    throw new ApiError(403, 'support.only')
  await next()
})

/** What the support team works through: payments to refund or to check. */
export const supportRoutes = new Hono<SignedInEnv>()
  .use(requireSession, requireAdmin)
  .get(
    '/payments',
    describeRoute({
      ...signedInOperation,
      tags: ['Support'],
      summary:
        'Payments needing support: refund-due (money for cancelled or paid orders) and disputed callbacks',
      responses: {
        200: json(SupportPaymentPage, 'A page of payments, most recently changed first'),
        403: json(ErrorBody, 'Signed in without the operator (or admin) role'),
        422: errorResponses[422],
        ...signedInOnly,
      },
    }),
    validator('query', pageQuery, validationFailed),
    async (c) => c.json(await paymentsNeedingSupport(c.var.db, c.req.valid('query')), 200),
  )
  .put(
    '/kitchens/:id/commission',
    describeRoute({
      ...signedInOperation,
      tags: ['Support'],
      summary:
        "Set a kitchen's commission rate in basis points (0–5000; 1500 is 15 %): orders placed from now are sold at it",
      description:
        'Each order keeps the rate it was placed at, so earnings already made do not change (decision record 0109).',
      requestBody: jsonBody(CommissionInput),
      responses: {
        200: json(CommissionRate, "The kitchen's rate"),
        404: json(ErrorBody, 'No such kitchen'),
        403: json(ErrorBody, 'Signed in without the operator (or admin) role'),
        422: errorResponses[422],
        ...signedInOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    validator('json', CommissionInput, validationFailed),
    async (c) =>
      c.json(
        await setCommissionRate(c.var.db, c.req.valid('param').id, c.req.valid('json').commissionBp),
        200,
      ),
  )
