import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { RenewalQueue } from '../../contracts/renewals.responses'
import { RenewalDecision } from '../../contracts/renewals.schemas'
import { decideRenewal, renewalFile, renewalQueue } from '../../domain/applications/renewals'
import { kitchenOfAccount } from '../../domain/kitchen-console/members'
import { idParam } from '../../lib/schema-pieces'
import { requireSession } from '../auth/session-guard'
import { conflictResponse, errorResponses, json, jsonBody, signedInDocs, signedInOnly } from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { documentFileResponses, documentResponse } from './document-response'
import { isOperator, operatorOnly, requireOperator } from './operator'

const renewalDocs = signedInDocs('Kitchen applications')

/** The operators' queue of kitchens' renewed documents (decision record 0115). */
export const renewalsApi = new Hono<SignedInEnv>()
  .use(requireSession)
  .get(
    '/',
    describeRoute({
      ...renewalDocs("Operators: kitchens' renewed documents waiting to be checked, oldest first"),
      responses: { 200: json(RenewalQueue, 'The queue'), ...operatorOnly },
    }),
    async (c) => {
      requireOperator(c)
      return c.json(await renewalQueue(c.var.db), 200)
    },
  )
  .get(
    '/:id/document',
    describeRoute({
      ...renewalDocs(
        "A renewed document's file, to operators and the kitchen that sent it (404 for anyone else)",
      ),
      responses: { 200: documentFileResponses, ...errorResponses, ...signedInOnly },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const { id } = c.req.valid('param')
      const kitchen = await kitchenOfAccount(c.var.db, c.var.user.id)
      const file = await renewalFile(c.var.db, c.var.storage, id, {
        operator: isOperator(c),
        kitchenId: kitchen?.id,
      })
      return documentResponse(c, file.bytes, file.contentType, `${file.kind}-renewal-${id}`)
    },
  )
  .post(
    '/:id/decision',
    describeRoute({
      ...renewalDocs(
        'Operators: accept a renewed document with its expiry day, or refuse it with a reason for the cook',
        '`{ "outcome": "accepted", "expiresOn": "YYYY-MM-DD" }` (today or later; a medical certificate at most six months ahead) makes it the kitchen’s check: its badge and reminders follow at once. `{ "outcome": "rejected", "reason": "…" }` tells the cook why. A renewal is decided once: 409 `renewal.decided` after.',
      ),
      requestBody: jsonBody(RenewalDecision),
      responses: {
        200: json(RenewalQueue, 'Decided; the queue as it stands'),
        ...errorResponses,
        ...conflictResponse,
        ...operatorOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    validator('json', RenewalDecision, validationFailed),
    async (c) => {
      requireOperator(c)
      return c.json(
        await decideRenewal(c.var.db, {
          id: c.req.valid('param').id,
          operatorId: c.var.user.id,
          decision: c.req.valid('json'),
        }),
        200,
      )
    },
  )
