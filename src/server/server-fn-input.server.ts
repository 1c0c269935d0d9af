import type { StandardSchemaV1 } from '@standard-schema/spec'
import { setResponseStatus } from '@tanstack/react-start/server'
import { issueCodes } from '../api/errors'
import { InputRefused } from '../lib/input-refused'

/**
 * The issues of a failed `.validator(schema)`: Start's validator step throws them as the
 * message of a plain Error, `new Error(JSON.stringify(issues))` (start-client-core's
 * createServerFn, execValidator), which it would answer with 500.
 */
function validatorIssues(error: unknown): StandardSchemaV1.Issue[] | undefined {
  if (!(error instanceof Error) || error.constructor !== Error || !error.message.startsWith('['))
    return undefined
  try {
    const issues: unknown = JSON.parse(error.message)
    const isIssue = (issue: unknown) =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as { message?: unknown }).message === 'string'
    return Array.isArray(issues) && issues.length > 0 && issues.every(isIssue) ? issues : undefined
  } catch {
    return undefined
  }
}

/**
 * A refused input as the 422 the API would answer (decision record 0059): a failed validation
 * becomes an InputRefused, and the call's status is set, since Start answers a function's error
 * with the status set for the call (200 unless one is). Anything else is returned as it was.
 */
export function asInputRefusal(error: unknown): unknown {
  const issues = validatorIssues(error)
  const refusal = issues ? new InputRefused(issueCodes(issues)) : error
  if (refusal instanceof InputRefused) setResponseStatus(refusal.status)
  return refusal
}
