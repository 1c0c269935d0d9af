import { resolver } from 'hono-openapi'
import type { GenericSchema } from 'valibot'
import { ErrorBody } from '../contracts/common.responses'

/**
 * OpenAPI 3.1's schemas are JSON Schema 2020-12: a tuple is `prefixItems`, not an array under
 * `items` (draft-07, the converter's default), which generated clients and linters refuse.
 */
const schemaOptions = { options: { target: 'draft-2020-12' } } as const

/** OpenAPI response entries: `json(Schema, 'what it is')`, and the shared error answers. */
export const json = (schema: GenericSchema, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema, schemaOptions) } },
})

/** An OpenAPI request body read as JSON with the given schema. */
export const jsonBody = (schema: GenericSchema) => ({
  content: { 'application/json': { schema: resolver(schema, schemaOptions) } },
})

export const errorResponses = {
  404: json(ErrorBody, 'Not found'),
  422: json(ErrorBody, 'Invalid input, with the problems per field'),
}

/** Routes behind the session check: a missing, expired or ended access token answers 401. */
export const signedInOnly = {
  401: json(ErrorBody, 'Not signed in: the access token is missing, expired or ended'),
}

/** The kitchen console's routes: signed in, with the kitchen role and a kitchen (403 otherwise). */
export const kitchenOnly = {
  ...signedInOnly,
  403: json(ErrorBody, 'Signed in without the kitchen role, or not linked to a kitchen'),
}

/** Over a rate limit: the JSON error, and Retry-After in seconds (decision record 0032). */
export const tooManyResponse = (description: string) => ({
  429: {
    ...json(ErrorBody, description),
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again',
        schema: { type: 'integer' as const, minimum: 1 },
      },
    },
  },
})

/**
 * A catalogue answer (src/api/catalogue-responses.ts): 200 with its ETag, or 304 without a body
 * when the client's If-None-Match still names it.
 */
/**
 * What a catalogue list's page says of its total (src/domain/catalogue/list-depth.ts, decision
 * 0105), beside the page's own description.
 */
export const countedAhead =
  'total counts 100 results past the page, in whole hundreds; totalCapped: true says more match, and pageCount grows as the pages go on; pages reach the first 1,000 results, a page past them has no items (narrow the list with filters)'

export const cachedJson = (schema: GenericSchema, description: string) => ({
  200: {
    ...json(schema, description),
    headers: {
      ETag: { description: "The answer's tag, for If-None-Match", schema: { type: 'string' as const } },
      'Cache-Control': {
        description: '`no-cache`: keep it, but revalidate',
        schema: { type: 'string' as const },
      },
    },
  },
  304: { description: 'Not modified: the tag sent in If-None-Match is still current; no body' },
})

/** Refused because of what is stored now: a detail another account uses, an order's state. */
export const conflictResponse = { 409: json(ErrorBody, 'In conflict with what is stored') }

/**
 * How a client proves who it is. The API reads no cookie: the web keeps its tokens in httpOnly
 * cookies and sends them here as a Bearer token (decision record 0006); the visitor's cart token
 * travels in `X-Cart-Token` the same way.
 */
export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The access token from /api/auth/account/authenticate or /api/auth/session/refresh',
  },
  cartToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Cart-Token',
    description: "A visitor's cart, from the cartToken of PUT /api/cart/items/{id}",
  },
} as const

type SchemeName = keyof typeof securitySchemes
type OperationSecurity = { security: Partial<Record<SchemeName, string[]>>[] }

/** Each operation says which of the schemes it needs; spread one into its describeRoute. */
export const publicOperation: OperationSecurity = { security: [] }
export const signedInOperation: OperationSecurity = { security: [{ bearerAuth: [] }] }
/** A signed-in operation under one tag, with its summary and, when it needs one, a description. */
export const signedInDocs = (tag: string) => (summary: string, description?: string) => ({
  ...signedInOperation,
  tags: [tag],
  summary,
  ...(description ? { description } : {}),
})
/** An operation of the kitchen console. */
export const kitchenOperation = signedInDocs('Kitchen')
/** Works without a session; with a Bearer token it acts for that account. */
export const optionallySignedIn: OperationSecurity = { security: [{ bearerAuth: [] }, {}] }
/** The cart's owner: the account, a visitor's cart token, both (the lines join), or neither (empty). */
export const cartOwner: OperationSecurity = {
  security: [{ bearerAuth: [] }, { cartToken: [] }, { bearerAuth: [], cartToken: [] }, {}],
}
