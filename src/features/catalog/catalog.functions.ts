import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { catalogFilterEntries, filtersAsQuery } from '../../lib/catalog-filters'
import { IdInput, PageInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'
import { SEARCH_PER_PAGE, SearchInput, SUGGESTION_LIMIT, SuggestInput } from './catalog.schemas'

/** Typed RPC for the web: each goes through the API client, never to the database. */

/** A page of a list with its filters and sort (issue 15), as the pages' URL carries them. */
const FilteredPageInput = v.object({ ...PageInput.entries, ...catalogFilterEntries })
const listQuery = ({ page, perPage, ...filters }: v.InferOutput<typeof FilteredPageInput>) => ({
  page: String(page),
  perPage: String(perPage),
  ...filtersAsQuery(filters),
})

export const fetchKitchens = createServerFn({ method: 'GET' })
  .validator(FilteredPageInput)
  .handler(async ({ data }) =>
    apiCall((api, options) => api.shop.kitchens.$get({ query: listQuery(data) }, options), { as: 'visitor' }),
  )

export const fetchKitchen = createServerFn({ method: 'GET' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall((api, options) => api.shop.kitchens[':id'].$get({ param: { id: String(data.id) } }, options), {
      as: 'visitor',
    }),
  )

export const fetchMeals = createServerFn({ method: 'GET' })
  .validator(FilteredPageInput)
  .handler(async ({ data }) =>
    apiCall((api, options) => api.shop.meals.$get({ query: listQuery(data) }, options), { as: 'visitor' }),
  )

/** Up to four meals to try after this one (issue 15 point 5). */
export const fetchRelatedMeals = createServerFn({ method: 'GET' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, options) => api.shop.meals[':id'].related.$get({ param: { id: String(data.id) } }, options),
      { as: 'visitor' },
    ),
  )

export const fetchMeal = createServerFn({ method: 'GET' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall((api, options) => api.shop.meals[':id'].$get({ param: { id: String(data.id) } }, options), {
      as: 'visitor',
    }),
  )

export const fetchOffers = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, options) =>
        api.shop.offers.$get({ query: { page: String(data.page), perPage: String(data.perPage) } }, options),
      { as: 'visitor' },
    ),
  )

/** SPEC §5: the keyword goes to the API only when it is not empty; one ranked search of both lists. */
export const searchCatalog = createServerFn({ method: 'GET' })
  .validator(SearchInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, options) =>
        api.shop.search.$get(
          { query: { q: data.keyword, page: String(data.page), perPage: String(SEARCH_PER_PAGE) } },
          options,
        ),
      { as: 'visitor' },
    ),
  )

/** Names to offer while the shopper types (the browser cancels a call it no longer needs). */
export const suggestCatalog = createServerFn({ method: 'GET' })
  .validator(SuggestInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, options) =>
        api.shop.search.suggestions.$get(
          { query: { q: data.keyword, limit: String(SUGGESTION_LIMIT) } },
          options,
        ),
      { as: 'visitor' },
    ),
  )
