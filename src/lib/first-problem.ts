import * as v from 'valibot'

/**
 * The message id of the first thing a schema refuses in a value, or null when it holds: a form
 * without fields of its own kind (a week of hours, a rider) checks what it sends with the schema
 * the server function and the API check, and says what is wrong before sending (decision 0059).
 */
export function firstProblem<S extends v.GenericSchema>(schema: S, value: unknown): string | null {
  const checked = v.safeParse(schema, value)
  return checked.success ? null : (checked.issues[0]?.message ?? 'input.invalid')
}
