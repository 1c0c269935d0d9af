/** How a business rule refused a request; the API turns the kind into an HTTP status. */
export type DomainFailure = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict'

/** An expected refusal with a message and, per field, what is wrong. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainFailure,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', message, { [field]: [message] })
