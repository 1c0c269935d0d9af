import * as v from 'valibot'
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../config/constants'
import { SERVICES } from './catalogue-lists'

/**
 * The valibot pieces every capability's schemas are made of, written once. Each takes the
 * message id (SPEC §8 errors by code: `src/i18n/error-messages.ts`) its failures carry.
 */

/** The largest id a record can have: Postgres' integer. */
const MAX_RECORD_ID = 2_147_483_647

/**
 * A record's id: a whole number from 1 to Postgres' largest integer. The one id rule of every
 * layer: JSON bodies and server functions take it as a number, paths and queries as text
 * (`idText`, which ends in this same check).
 */
export const positiveId = (message = 'input.id') =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_RECORD_ID, message))

/** A record's id sent as text (a path segment, a query): digits only, then `positiveId`'s check. */
export const idText = (message = 'input.id') =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,10}$/, message),
    v.transform(Number),
    positiveId(message),
  )

/** A path's `:id`. */
export const idParam = v.object({ id: idText() })

/** A whole number sent as text (query strings and path segments are text), from 1 to max. */
export const wholeNumberText = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  )

/** Text of min to max characters once trimmed. */
export const trimmedText = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message))

/** Optional text of at most max characters: empty text means "not given". */
export const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((s) => s || undefined),
    ),
  )

/**
 * An optional field whose empty text means "not given", else checked by schema. A pipe, not a
 * union with '': a union would hide the schema's own message behind its generic one whenever
 * the schema transforms (valibot stops such a pipe early and calls the result untyped).
 */
export const emptyAsMissing = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s.trim() === '' ? undefined : s)),
      v.optional(schema),
    ),
  )

/** A server function's record id. */
export const IdInput = v.object({ id: positiveId() })

/** An Idempotency-Key: visible ASCII with spaces only inside, what survives every HTTP hop unchanged. */
export const IdempotencyKey = v.pipe(
  v.string('idempotency.key'),
  v.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, 'idempotency.key'),
  v.regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, 'idempotency.key'),
)

/** Which service a catalogue, cart or checkout call means (SPEC §1): food when not said. */
export const serviceField = v.optional(v.picklist(SERVICES, 'service.unknown'), 'food')

/**
 * A calendar day, "YYYY-MM-DD", that the calendar has: isoDate alone takes 2027-02-30. The day's
 * check guards itself, as a pipe goes on after a failed isoDate.
 */
export const calendarDay = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.isoDate(message),
    v.check((day) => {
      const at = new Date(`${day}T00:00:00Z`)
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day)
    }, message),
  )
