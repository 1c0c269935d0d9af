import * as v from 'valibot'
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../config/constants'

/** Paging input shared by the routes' search params and the server functions. */
export const PageInput = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), DEFAULT_PAGE),
  perPage: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PER_PAGE)),
    DEFAULT_PER_PAGE,
  ),
})
export type PageInput = v.InferOutput<typeof PageInput>

export const IdInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })

export const SearchInput = v.object({
  keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  page: PageInput.entries.page,
})
export type SearchInput = v.InferOutput<typeof SearchInput>

/** Results per page of each list (kitchens, meals) on the search page. */
export const SEARCH_PER_PAGE = 12
