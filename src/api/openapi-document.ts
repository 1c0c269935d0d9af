import type { Env, Hono, Schema } from 'hono'
import { generateSpecs } from 'hono-openapi'
import { BRAND_NAME } from '../config/constants'
import { ErrorBody } from '../contracts/common.responses'
import { json, securitySchemes } from './docs'

type Document = Awaited<ReturnType<typeof generateSpecs>>
type Operation = NonNullable<Document['paths'][string]['get']>

const documentation = {
  info: {
    title: `${BRAND_NAME} API`,
    version: '1.0.0',
    description:
      'The Auth API (under /api/auth, responses wrapped as { data }) and the General API (under /api, responses are the payload). Errors are { message, code, errors: { field: [messages] }, codes: { field: [message ids] } }. The API reads no cookie: signed-in calls carry the access token as a Bearer token.',
  },
  servers: [{ url: '/' }],
  components: { securitySchemes },
}

/**
 * What the API's own middleware (src/api/app.ts) answers on every route, before the route's
 * handler: documented once here instead of in each route, so no route can forget them.
 */
const edgeResponses = {
  /** refuseControlCharacters: any query parameter or JSON field with a control character. */
  any: { 422: json(ErrorBody, 'Invalid input, with the problems per field') },
  /** limitBody: every method that may carry a body. */
  write: { 413: json(ErrorBody, 'The body is larger than the API accepts') },
  /** Hono's JSON reading: a body that is not JSON. */
  jsonBody: { 400: json(ErrorBody, 'The body is not valid JSON') },
}

/** Resolves `json(…)` entries (validator resolvers) to plain response objects. */
async function resolvedResponses(): Promise<Record<'any' | 'write' | 'jsonBody', Operation['responses']>> {
  const resolved: Record<string, Operation['responses']> = {}
  for (const [kind, responses] of Object.entries(edgeResponses)) {
    resolved[kind] = {}
    for (const [status, response] of Object.entries(responses)) {
      const { schema } = await response.content['application/json'].schema.toOpenAPISchema()
      resolved[kind][status] = {
        description: response.description,
        content: { 'application/json': { schema: schema as Record<string, unknown> } },
      }
    }
  }
  return resolved as Record<'any' | 'write' | 'jsonBody', Operation['responses']>
}

/** Adds the edge's answers to every operation that does not describe them itself. */
async function withEdgeResponses(document: Document): Promise<Document> {
  const edge = await resolvedResponses()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method]
      if (!operation) continue
      if (!operation.security) throw new Error(`${method.toUpperCase()} ${path} does not say its security`)
      const add = {
        ...edge.any,
        ...(method === 'get' ? {} : edge.write),
        ...(operation.requestBody ? edge.jsonBody : {}),
      }
      operation.responses = { ...add, ...operation.responses }
    }
  }
  return document
}

/** The OpenAPI 3.1 document of the API, generated from the routes' declarations. */
export async function openApiDocument<E extends Env, S extends Schema, P extends string>(
  app: Hono<E, S, P>,
): Promise<Document> {
  // Validation failures answer 422 with field errors, documented per route (not hono-openapi's 400).
  const document = await generateSpecs(app, { defaultValidationErrorResponse: false, documentation })
  return withEdgeResponses(document)
}
