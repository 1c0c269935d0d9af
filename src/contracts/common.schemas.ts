import * as v from 'valibot'
import { pageQuery } from './common.responses'

/**
 * The inputs every capability's server functions share, derived from the API's own schemas
 * (contracts/common.responses.ts) so that a rule is written once.
 */

/** A query's optional whole number: its text rule, and the default it takes when left out. */
type NumberText = v.OptionalSchema<v.GenericSchema<string, number> & { readonly message?: unknown }, string>

/**
 * A query's whole number as a server function takes it. A query string is text; a server
 * function's input is JSON, where a page is a number. So the number is written as the text the
 * query reads and checked by the query's own rule: the limits, the default and the message ids
 * stay the query's alone (a fraction or a negative fails the rule's digits, as in a URL).
 */
const numberOfQuery = (query: NumberText) => {
  const message = typeof query.wrapped.message === 'string' ? query.wrapped.message : undefined
  return v.optional(v.pipe(v.number(message), v.transform(String), query.wrapped), Number(query.default))
}

/** Paging of the web's server functions: the API's `pageQuery`, as numbers. */
export const PageInput = v.object({
  page: numberOfQuery(pageQuery.entries.page),
  perPage: numberOfQuery(pageQuery.entries.perPage),
})
export type PageInput = v.InferOutput<typeof PageInput>
