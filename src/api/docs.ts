import { resolver } from 'hono-openapi'
import type { GenericSchema } from 'valibot'
import { ErrorBody } from './schemas'

/** OpenAPI response entries: `json(Schema, 'what it is')`, and the shared error answers. */
export const json = (schema: GenericSchema, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(schema) } },
})

export const errorResponses = {
  404: json(ErrorBody, 'Not found'),
  422: json(ErrorBody, 'Invalid input, with the problems per field'),
}
