import * as v from 'valibot'
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../config/constants'
import { wholeNumberText } from '../lib/schema-pieces'

/** The pieces of every capability's contract: ids and paging in the URL, the error body, pages of items. */

/** SPEC §7's optional queries (ping, /user/me): any keys are accepted and ignored. */
export const anyQuery = v.record(v.string(), v.union([v.string(), v.array(v.string())]))

export const pageQuery = v.object({
  page: v.optional(wholeNumberText('input.page', 100_000), String(DEFAULT_PAGE)),
  perPage: v.optional(wholeNumberText('input.perPage', MAX_PER_PAGE), String(DEFAULT_PER_PAGE)),
})

/** SPEC §5: the keyword is sent only when not empty; at most 100 characters. */
export const searchKeyword = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'input.searchKeyword')))

/** SPEC §8's error body, with the message ids of decision record 0013 beside the English. */
export const ErrorBody = v.object({
  message: v.string(),
  code: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
  codes: v.record(v.string(), v.array(v.string())),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  /** What the client needs to act on the refusal; each operation that sends it describes it. */
  details: v.optional(v.record(v.string(), v.unknown())),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    perPage: v.number(),
    /** How many match; a lower bound when `totalCapped`. */
    total: v.number(),
    /**
     * True when more than `total` match. A catalogue list (kitchens, meals, search) counts only
     * 100 results past the page's last, and its pages reach its first 1,000 results, so neither
     * costs more as the catalogue grows (decision 0105); past them, narrow the list with filters.
     * Every other list is counted whole (false).
     */
    totalCapped: v.boolean(),
    /** The pages of `total`: while `totalCapped`, more pages follow. */
    pageCount: v.number(),
  })

/** A page of any items as `pageOf` answers it: what the domain's lists return. */
export type Page<T> = Omit<v.InferOutput<ReturnType<typeof pageOf<v.GenericSchema>>>, 'items'> & {
  items: T[]
}

export const Ping = v.object({ data: v.object({ status: v.literal('ok'), time: v.string() }) })
export type Ping = v.InferOutput<typeof Ping>
