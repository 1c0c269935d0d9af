import * as v from 'valibot'
import { ALLERGENS, CUISINES, DIETARY_TAGS } from './catalogue-lists'
import { PageSearch, parseSearch } from './route-search'

/**
 * The filters and sorts of the kitchens and meals lists (SPEC §1), one schema for the API's
 * query (`src/contracts/catalogue.responses.ts`) and the pages' URL search (`validateSearch`). Values
 * arrive as text from a query string, or already parsed (numbers, booleans, arrays) from the
 * router's search parser, so each field takes either. An empty value means "not given", as a
 * GET form sends every field.
 */

/** `distance`: nearest first from the shopper's place (X-STORE-LOCATION, else their default address). */
export const SORTS = ['rating', 'distance', 'popularity', 'deliveryFee', 'price', 'newest'] as const
export type Sort = (typeof SORTS)[number]

/** One value as text, whatever the parser made of it. */
const asText = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform((value) => String(value).trim()),
)

/** An optional field: blank is missing, anything else must pass `then`. */
const optionalField = <T extends v.GenericSchema<string, unknown>>(then: T) =>
  v.optional(
    v.pipe(
      asText,
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(then),
    ),
  )

/** A list: repeated keys (a form's checkboxes) or one comma-separated value; blanks dropped. */
const listOf = <const T extends readonly string[]>(options: T, message: string) =>
  v.optional(
    v.pipe(
      v.union([asText, v.array(asText)], message),
      v.transform((value) =>
        (Array.isArray(value) ? value : [value])
          .flatMap((item) => item.split(','))
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(options, message), message),
      v.maxLength(options.length, message),
      v.transform((list) => [...new Set(list)]),
    ),
  )

const wholeKes = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,6}$/, message), v.transform(Number))

/** Only 'true' switches a yes/no filter on (a checkbox sends 'true' or nothing). */
const yes = (message: string) =>
  v.pipe(
    v.string(),
    v.picklist(['true', 'false'], message),
    v.transform((s) => s === 'true' || undefined),
  )

/**
 * A map's bounds, 'south,west,north,east' in degrees ('search this area'), kept as text so the
 * URL stays readable. Only the form is checked here (this schema is in every page's script); the
 * query takes the corners in either order and a box off the globe finds nothing.
 */
const boundingBox = v.pipe(
  v.string(),
  v.regex(/^(-?\d{1,3}(\.\d{1,7})?,){3}-?\d{1,3}(\.\d{1,7})?$/, 'input.bbox'),
)

/** The Nairobi day (YYYY-MM-DD) `offset` days from now: the clock's own, so a page and the API agree. */
const nairobiDayFromNow = (offset: number) =>
  new Date(Date.now() + (3 + 24 * offset) * 3_600_000).toISOString().slice(0, 10)

/**
 * The days a delivery can be asked for: today and the next 6 days, Nairobi time (the slots'
 * window, SLOT_DAYS). Written out here, with its own day arithmetic: importing SLOT_DAYS or
 * nairobiDate from delivery-slots put about 180–200 bytes more into every page's script.
 */
export const deliveryDayChoices = () => Array.from({ length: 7 }, (_, offset) => nairobiDayFromNow(offset))

/**
 * A delivery day inside that window (record 0040). A day past or beyond it, or no calendar day,
 * is refused, not answered with an empty list: nothing can be ordered for it.
 */
const deliveryDay = v.pipe(
  v.string(),
  v.check((day) => deliveryDayChoices().includes(day), 'input.deliveryDay'),
)

export const catalogueFilterEntries = {
  cuisine: optionalField(v.picklist(CUISINES, 'input.cuisine')),
  dietary: listOf(DIETARY_TAGS, 'input.dietary'),
  avoid: listOf(ALLERGENS, 'input.avoid'),
  openNow: optionalField(yes('input.openNow')),
  verified: optionalField(yes('input.verified')),
  minRating: optionalField(
    v.pipe(
      v.string(),
      v.regex(/^[0-5](\.\d)?$/, 'input.minRating'),
      v.transform(Number),
      v.maxValue(5, 'input.minRating'),
    ),
  ),
  minPrice: optionalField(wholeKes('input.price')),
  maxPrice: optionalField(wholeKes('input.price')),
  sort: optionalField(v.picklist(SORTS, 'input.sort')),
  bbox: optionalField(boundingBox),
  /** Kitchens whose delivery radius covers the shopper's place (X-STORE-LOCATION or default address). */
  deliversToMe: optionalField(yes('input.deliversToMe')),
  /** Kitchens that deliver on this day (a slot, or ASAP today), meals with portions left that day. */
  deliveryDay: optionalField(deliveryDay),
}

export const CatalogueFilters = v.object(catalogueFilterEntries)
export type CatalogueFilters = v.InferOutput<typeof CatalogueFilters>

/**
 * A page's URL search, forgiving: every field that fails its schema is dropped and the rest
 * kept, so an edited or outdated link still shows a list (never a 500).
 */
function parseFiltersLeniently<E extends v.ObjectEntries>(
  entries: E,
  search: Record<string, unknown>,
): Partial<v.InferOutput<v.ObjectSchema<E, undefined>>> {
  const kept: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(entries)) {
    if (!(key in search)) continue
    const result = v.safeParse(schema, search[key])
    if (result.success && result.output !== undefined) kept[key] = result.output
  }
  return kept as Partial<v.InferOutput<v.ObjectSchema<E, undefined>>>
}

/**
 * The kitchens and meals pages' URL search: a page number that fails is a 404 (SPEC §2, like any
 * paged list), the filters are kept leniently (above).
 */
export type ListSearch = Partial<CatalogueFilters> & { page?: number; invalid?: true }

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const { page, ...filters } = search
  const paged = parseSearch(PageSearch, page === undefined ? {} : { page })
  if ('invalid' in paged) return { invalid: true }
  return { ...paged, ...parseFiltersLeniently(catalogueFilterEntries, filters) }
}

/** The filters as the API's query text: lists comma-joined, yes as 'true', unset left out. */
export function filtersAsQuery(filters: Partial<CatalogueFilters>): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue
    query[key] = Array.isArray(value) ? value.join(',') : String(value)
  }
  return query
}

/**
 * The filters of a route's search, without its page: what a query key and the pager carry along.
 * Parsed again: the router keeps a URL's own keys beside a route's validated ones, so a dropped
 * bad value would otherwise come back here.
 */
export function filtersOf(search: Record<string, unknown>): Partial<CatalogueFilters> {
  return parseFiltersLeniently(catalogueFilterEntries, search)
}
