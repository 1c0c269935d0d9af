import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { DocumentKindPath } from '../../contracts/applications.schemas'
import { ErrorBody } from '../../contracts/common.responses'
import { KitchenDocuments } from '../../contracts/renewals.responses'
import { kitchenDocumentsOf, sendRenewal } from '../../domain/applications/renewals'
import { errorResponses, json, kitchenOnly, kitchenOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'
import { readRenewalForm } from './renewal-upload'

/**
 * The kitchen's own documents and their renewals (decision record 0115), behind the kitchen API's
 * session and role check: only its own. The operators' side is /api/document-renewals.
 */
export const documentRoutes = new Hono<KitchenEnv>()
  .get(
    '/documents',
    describeRoute({
      ...kitchenOperation(
        "Your kitchen's documents: until when each is checked, whether its renewal is due, what waits and the last decision",
      ),
      responses: {
        200: json(KitchenDocuments, 'The medical certificate and the food licence'),
        ...kitchenOnly,
      },
    }),
    async (c) => c.json(await kitchenDocumentsOf(c.var.db, c.var.kitchen.id), 200),
  )
  .put(
    '/documents/:kind/renewal',
    describeRoute({
      ...kitchenOperation(
        'Send a renewed medical certificate or food licence for an operator to check',
        'multipart/form-data with the file as `document`: a PDF, JPEG or PNG by its bytes, at most 5 MB (413, 415, 422 on `document`). It waits in the operators’ queue; sending again before it is decided replaces the file. Accepted, it becomes the kitchen’s check with the expiry the operator read on it (the badge and the reminders follow); refused, the reason shows here.',
      ),
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['document'],
              properties: { document: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
      responses: {
        200: json(KitchenDocuments, 'Sent: it waits for an operator'),
        413: json(ErrorBody, 'The document is over 5 MB'),
        415: json(ErrorBody, 'Not multipart/form-data, or not a PDF, JPEG or PNG by its bytes'),
        ...errorResponses,
        ...kitchenOnly,
      },
    }),
    validator('param', DocumentKindPath, validationFailed),
    async (c) => {
      const document = await readRenewalForm(c, c.req.valid('param').kind)
      return c.json(
        await sendRenewal(c.var.db, c.var.storage, {
          kitchenId: c.var.kitchen.id,
          userId: c.var.user.id,
          document,
        }),
        200,
      )
    },
  )
