import * as v from 'valibot'

/** A validated route search: the schema's fields (all optional), or the `invalid` mark. */
export type ValidatedSearch<S extends v.GenericSchema> = v.InferOutput<S> & { invalid?: true }

/**
 * Parses a route's search without throwing: a search that fails the schema comes back as
 * `{ invalid: true }`, and the route's beforeLoad turns it into a 404 (SPEC §2: failed route
 * validation shows 'This page could not be found').
 */
export function parseSearch<S extends v.GenericSchema>(
  schema: S,
  search: unknown,
): v.InferOutput<S> | { invalid: true } {
  const result = v.safeParse(schema, search)
  return result.success ? result.output : { invalid: true }
}

/** The search of a paged list: an optional page number (anything else is a 404). */
export const PageSearch = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
})

export const validatePageSearch = (search: Record<string, unknown>): ValidatedSearch<typeof PageSearch> =>
  parseSearch(PageSearch, search)

/** The search page's params: the keyword (blank means none) and the page of its results. */
export const KeywordPageSearch = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100),
      v.transform((q) => q || undefined),
    ),
  ),
  page: PageSearch.entries.page,
})

export const validateKeywordPageSearch = (
  search: Record<string, unknown>,
): ValidatedSearch<typeof KeywordPageSearch> => parseSearch(KeywordPageSearch, search)
