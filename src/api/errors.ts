import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  DomainError,
  type DomainFailure,
  type MessageValues,
  type RefusalDetails,
} from '../domain/common/errors'
import { ERROR_MESSAGES, type ErrorCode } from '../i18n/error-messages'
import { log, safeError } from '../lib/log.server'
import { englishOf } from './error-texts'

/**
 * The error body of both APIs (SPEC §8): a message and, per field, a list of messages, in
 * English; beside them the stable message ids (decision record 0013): `code` for the message
 * and `codes` per field, which the web translates, and `values` for their placeholders.
 */
export type ApiErrorBody = {
  message: string
  code: string
  errors: Record<string, string[]>
  codes: Record<string, string[]>
  values?: MessageValues
  /** What the client needs to act on the refusal (the new prices of `checkout.priceChanged`). */
  details?: RefusalDetails
}

/** The body for a message id and, per field, message ids (or data, passed through). */
export function errorBody(
  code: ErrorCode,
  codes: Record<string, string[]> = {},
  values: MessageValues = {},
  details?: RefusalDetails,
): ApiErrorBody {
  const errors: Record<string, string[]> = {}
  // A field's messages may name it ("{field} must be a whole number from 1").
  for (const [field, list] of Object.entries(codes))
    errors[field] = list.map((id) => englishOf(id, { field, ...values }))
  return {
    message: englishOf(code, values),
    code,
    errors,
    codes,
    ...(Object.keys(values).length > 0 ? { values } : {}),
    ...(details ? { details } : {}),
  }
}

/** Thrown by handlers for an expected failure; app.onError turns it into the error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly errors: Record<string, string[]> = {},
    readonly values: MessageValues = {},
    readonly details?: RefusalDetails,
  ) {
    super(code)
  }
}

/** Validation hook: a failed input answers 422 with the problems per field. */
/**
 * The issue's message id. A schema names its own ids; where valibot used its English default
 * (a required field left out) the answer gets a generic id instead, which the web translates.
 */
function messageIdOf(issue: StandardSchemaV1.Issue): string {
  if (Object.hasOwn(ERROR_MESSAGES, issue.message)) return issue.message
  return (issue as { input?: unknown }).input === undefined ? 'input.required' : 'input.wrongValue'
}

/** The message ids of failed checks per field, keyed as the API's 422 answers key them. */
export function issueCodes(issues: readonly StandardSchemaV1.Issue[]): Record<string, string[]> {
  // Keyed by the full dotted path ("credential.secret"), so nested fields keep their own errors.
  const codes: Record<string, string[]> = {}
  for (const issue of issues) {
    const key =
      (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.') || '_'
    codes[key] = [...(codes[key] ?? []), messageIdOf(issue)]
  }
  return codes
}

export function validationFailed(
  result: { success: true } | { success: false; error: readonly StandardSchemaV1.Issue[] },
  c: Context,
) {
  if (result.success) return
  return c.json(errorBody('input.invalid', issueCodes(result.error)), 422)
}

/** Every thrown error ends here; no input may produce a 5xx, so only real faults do. */
const STATUS_OF: Record<DomainFailure, ContentfulStatusCode> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
}

/** The status and body of an expected refusal, or undefined for a fault. */
export function refusalOf(error: unknown): { status: ContentfulStatusCode; body: ApiErrorBody } | undefined {
  if (error instanceof DomainError)
    return {
      status: STATUS_OF[error.kind],
      body: errorBody(error.code, error.errors, error.values, error.details),
    }
  if (error instanceof ApiError)
    return { status: error.status, body: errorBody(error.code, error.errors, error.values, error.details) }
  return undefined
}

export function handleError(error: Error, c: Context) {
  const refusal = refusalOf(error)
  if (refusal) return c.json(refusal.body, refusal.status)
  if (error instanceof HTTPException) {
    // Hono's JSON validator throws this for a body that is not valid JSON.
    if (error.status === 400) return c.json(errorBody('input.json', { body: ['input.json'] }), 400)
    return c.json(errorBody('input.badRequest'), error.status)
  }
  // Never the error's message: a failed query's lists its parameters (a shopper's inquiry).
  log().error({ err: safeError(error), path: c.req.path }, 'Unhandled API error')
  return c.json(errorBody('server.error'), 500)
}
