import type { Context } from 'hono'
import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { Application, ApplicationPage, applicationFormSchema } from '../../contracts/applications.responses'
import {
  ApplicationListQuery,
  ApplicationStepInput,
  DocumentCheckInput,
  DocumentParam,
} from '../../contracts/applications.schemas'
import { ErrorBody } from '../../contracts/common.responses'
import {
  applicationDocument,
  applicationView,
  listApplications,
  submitApplication,
  type Viewer,
  visibleApplication,
} from '../../domain/applications/applications'
import { checkDocument, stepApplication } from '../../domain/applications/review'
import { idParam } from '../../lib/schema-pieces'
import { consume } from '../auth/rate-limits'
import { clientAddress, requestLocale } from '../auth/request-facts'
import { optionalSession, requireSession } from '../auth/session-guard'
import {
  conflictResponse,
  errorResponses,
  json,
  jsonBody,
  optionallySignedIn,
  signedInOnly,
  signedInOperation,
  tooManyResponse,
} from '../docs'
import type { ApiEnv, SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { documentFileResponses, documentResponse } from './document-response'
import { isOperator, operatorOnly, requireOperator } from './operator'
import { readApplicationForm } from './uploads'

const viewerOf = (c: Context<SignedInEnv>): Viewer => ({ userId: c.var.user.id, operator: isOperator(c) })

const uploadRefusals = {
  413: json(ErrorBody, 'A document is over 5 MB (or the whole body over the limit), named per field'),
  415: json(ErrorBody, 'Not multipart/form-data, or a document that is not a PDF, JPEG or PNG by its bytes'),
  422: json(ErrorBody, 'Missing or invalid fields, or a missing document, named per field'),
}

/** Anyone may apply; a signed-in applicant's application is linked to their account. */
const applyRoutes = new Hono<ApiEnv>().post(
  '/',
  describeRoute({
    ...optionallySignedIn,
    tags: ['Kitchen applications'],
    summary:
      'Apply to join as a kitchen (or another provider): the form and two documents, as multipart/form-data',
    description:
      'Visitors may apply; with a Bearer token the application is linked to that account (else to the account that later signs in with its e-mail). The documents are stored only if the application is; the applicant is told by e-mail and SMS in the Accept-Language.',
    requestBody: { content: { 'multipart/form-data': { schema: applicationFormSchema } } },
    responses: {
      201: json(Application, 'The application as received'),
      ...uploadRefusals,
      ...tooManyResponse('Too many applications from this address or account; Retry-After says when'),
    },
  }),
  async (c) => {
    const session = await optionalSession(c)
    // Counted before the documents are read: each try costs up to two 5 MB uploads (0032).
    const sender = session ? `account:${session.user.id}` : `address:${clientAddress(c)}`
    await consume(c, [['applicationsBySender', sender]])
    const { fields, documents } = await readApplicationForm(c)
    const row = await submitApplication(c.var.db, c.var.storage, c.var.accounts.transports, {
      fields,
      documents,
      userId: session?.user.id ?? null,
      locale: requestLocale(c),
    })
    return c.json(await applicationView(c.var.db, row), 201)
  },
)

/** The applicant's own applications, and the operators' review. */
const reviewRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get(
    '/',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen applications'],
      summary:
        "Applications, newest first: every one for an operator (filter by status), else the caller's own",
      responses: {
        200: json(ApplicationPage, 'A page of applications'),
        422: errorResponses[422],
        ...signedInOnly,
      },
    }),
    validator('query', ApplicationListQuery, validationFailed),
    async (c) =>
      c.json(
        await listApplications(c.var.db, { ...viewerOf(c), userId: c.var.user.id }, c.req.valid('query')),
        200,
      ),
  )
  .get(
    '/:id',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen applications'],
      summary: 'One application (404 unless it is yours or you are an operator)',
      responses: { 200: json(Application, 'The application'), ...errorResponses, ...signedInOnly },
    }),
    validator('param', idParam, validationFailed),
    async (c) => {
      const row = await visibleApplication(c.var.db, c.req.valid('param').id, viewerOf(c))
      return c.json(await applicationView(c.var.db, row), 200)
    },
  )
  .get(
    '/:id/documents/:kind',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen applications'],
      summary: "A document's file, to operators and the applicant only (404 for anyone else)",
      description:
        'Served with its type as read from its bytes, Content-Disposition (inline, a name made from the id), X-Content-Type-Options: nosniff and no caching.',
      responses: {
        200: documentFileResponses,
        ...errorResponses,
        ...signedInOnly,
      },
    }),
    validator('param', DocumentParam, validationFailed),
    async (c) => {
      const { id, kind } = c.req.valid('param')
      const file = await applicationDocument(c.var.db, c.var.storage, id, kind, viewerOf(c))
      return documentResponse(c, file.bytes, file.contentType, `${kind}-${id}`)
    },
  )
  .post(
    '/:id/transitions',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen applications'],
      summary: 'Operators: received → reviewing → approved | rejected (reason told to the applicant)',
      description:
        'Approving creates the kitchen (unverified until both documents are checked with their expiry), gives the applicant the kitchen role and links the account to it. The applicant is told of each step. 409 for a step the application cannot take.',
      requestBody: jsonBody(ApplicationStepInput),
      responses: {
        200: json(Application, 'The application after the step'),
        ...errorResponses,
        ...conflictResponse,
        ...operatorOnly,
      },
    }),
    validator('param', idParam, validationFailed),
    validator('json', ApplicationStepInput, validationFailed),
    async (c) => {
      requireOperator(c)
      return c.json(
        await stepApplication(c.var.db, c.var.accounts.transports, {
          id: c.req.valid('param').id,
          step: c.req.valid('json'),
          operatorId: c.var.user.id,
          publicUrl: c.var.accounts.publicUrl,
        }),
        200,
      )
    },
  )
  .post(
    '/:id/documents/:kind/checks',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen applications'],
      summary: 'Operators: record that a document was checked and until when it is valid (YYYY-MM-DD)',
      description:
        'Today or later; the medical certificate at most six months ahead. While the application is under review or approved (409 otherwise); on an approved kitchen it renews the verification at once.',
      requestBody: jsonBody(DocumentCheckInput),
      responses: {
        200: json(Application, 'The application with the check'),
        ...errorResponses,
        ...conflictResponse,
        ...operatorOnly,
      },
    }),
    validator('param', DocumentParam, validationFailed),
    validator('json', DocumentCheckInput, validationFailed),
    async (c) => {
      requireOperator(c)
      const { id, kind } = c.req.valid('param')
      return c.json(
        await checkDocument(c.var.db, {
          id,
          kind,
          expiresOn: c.req.valid('json').expiresOn,
          operatorId: c.var.user.id,
        }),
        200,
      )
    },
  )

/** POST /api/kitchen-applications (anyone), the rest signed in. */
export const applicationsApi = new Hono<ApiEnv>().route('/', applyRoutes).route('/', reviewRoutes)
