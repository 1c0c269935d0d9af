import type { ErrorCode } from '../../i18n/error-messages'

/** How a business rule refused a request; the API turns the kind into an HTTP status. */
export type DomainFailure =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  /** It was there and has ended (a rider's link after delivery or expiry): 410. */
  | 'gone'

/** The values a message's placeholders take ({left} tries, {minutes}). */
export type MessageValues = Record<string, string | number>

/**
 * Data a refusal carries for the client to act on, beside its message (the checkout as priced
 * now, for `checkout.priceChanged`): JSON, answered as the error body's `details`.
 */
export type RefusalDetails = Record<string, unknown>

/**
 * An expected refusal: a stable message id (never an English sentence: the API writes the
 * text, the web translates by the id) and, per field, what is wrong: message ids, or data such
 * as the names of the meals that are gone.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainFailure,
    readonly code: ErrorCode,
    readonly errors: Record<string, string[]> = {},
    readonly values: MessageValues = {},
    readonly details?: RefusalDetails,
  ) {
    super(code)
  }
}

export const invalidField = (field: string, code: ErrorCode, values: MessageValues = {}) =>
  new DomainError('invalid', code, { [field]: [code] }, values)
