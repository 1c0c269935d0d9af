import { resolver } from 'hono-openapi'
import type { GenericSchema } from 'valibot'
import { ErrorBody } from './schemas/common'

/** OpenAPI response entries: `json(Schema, 'what it is')`, and the shared error answers. */
export const json = (schema: GenericSchema, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
})

/** An OpenAPI request body read as JSON with the given schema. */
export const jsonBody = (schema: GenericSchema) => ({
  content: { 'application/json': { schema: resolver(schema) } },
})

export const errorResponses = {
  404: json(ErrorBody, 'Not found'),
  422: json(ErrorBody, 'Invalid input, with the problems per field'),
}

/** Routes behind the session check: a missing, expired or ended access token answers 401. */
export const signedInOnly = {
  401: json(ErrorBody, 'Not signed in: the access token is missing, expired or ended'),
}

/** Refused because of what is stored now: a detail another account uses, an order's state. */
export const conflictResponse = { 409: json(ErrorBody, 'In conflict with what is stored') }
