import * as v from 'valibot'
import { MAX_PER_PAGE } from '../config/constants'
import { PageInput } from './common.schemas'

export const SearchInput = v.object({
  keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  page: PageInput.entries.page,
  /** The map view shows more at once (SEARCH_PER_PAGE otherwise). */
  perPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PER_PAGE))),
})
export type SearchInput = v.InferOutput<typeof SearchInput>

/** Results per page of each list (kitchens, meals) on the search page. */
export const SEARCH_PER_PAGE = 12

/** What is being typed into the search box, for suggestions. */
export const SuggestInput = v.object({ keyword: SearchInput.entries.keyword })
export type SuggestInput = v.InferOutput<typeof SuggestInput>

/** Suggestions shown under the search box. */
export const SUGGESTION_LIMIT = 6
