import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DomainError, type DomainFailure } from '../domain/common/errors'

/** The error body of both APIs (SPEC §8): a message and, per field, a list of messages. */
export type ApiErrorBody = { message: string; errors: Record<string, string[]> }

export const errorBody = (message: string, errors: Record<string, string[]> = {}): ApiErrorBody => ({
  message,
  errors,
})

/** Thrown by handlers for an expected failure; app.onError turns it into the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

/** Validation hook: a failed input answers 422 with the problems per field. */
export function validationFailed(
  result: { success: true } | { success: false; error: readonly StandardSchemaV1.Issue[] },
  c: Context,
) {
  if (result.success) return
  // Keyed by the full dotted path ("credential.secret"), so nested fields keep their own errors.
  const errors: Record<string, string[]> = {}
  for (const issue of result.error) {
    const key =
      (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.') || '_'
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return c.json(errorBody('The request has invalid fields', errors), 422)
}

/** Every thrown error ends here; no input may produce a 5xx, so only real faults do. */
const STATUS_OF: Record<DomainFailure, ContentfulStatusCode> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
}

export function handleError(error: Error, c: Context) {
  if (error instanceof DomainError)
    return c.json(errorBody(error.message, error.errors), STATUS_OF[error.kind])
  if (error instanceof ApiError) return c.json(errorBody(error.message, error.errors), error.status)
  if (error instanceof HTTPException) {
    // Hono's JSON validator throws this for a body that is not valid JSON.
    const message = error.status === 400 ? 'The request body is not valid JSON' : error.message
    return c.json(
      errorBody(message || 'Bad request', error.status === 400 ? { body: [message] } : {}),
      error.status,
    )
  }
  console.error('Unhandled API error', error)
  return c.json(errorBody('Something went wrong on our side; please try again'), 500)
}
