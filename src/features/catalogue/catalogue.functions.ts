import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  SEARCH_PER_PAGE,
  SearchInput,
  SUGGESTION_LIMIT,
  SuggestInput,
} from '../../contracts/catalogue.schemas'
import { PageInput } from '../../contracts/common.schemas'
import type { ApiResult } from '../../lib/api-errors'
import { catalogueFilterEntries, filtersAsQuery, type Sort } from '../../lib/catalogue-filters'
import { SERVICES, type Service } from '../../lib/catalogue-lists'
import { IdInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** Typed RPC for the web: each goes through the API client, never to the database. */

/** Another service's catalogue than food's (food's queries name none, as before services were on). */
const serviceEntries = {
  service: v.optional(v.picklist(SERVICES, 'service.unknown')),
  /** The cookbook's ingredients: grocery products some recipe uses. */
  ingredientsOnly: v.optional(v.literal(true)),
}
const serviceQuery = ({ service, ingredientsOnly }: { service?: Service; ingredientsOnly?: true }) => ({
  ...(service && service !== 'food' ? { service } : {}),
  ...(ingredientsOnly ? { ingredientsOnly: 'true' as const } : {}),
})
/** A page of a list with its filters and sort, as the pages' URL carries them. */
const FilteredPageInput = v.object({ ...PageInput.entries, ...catalogueFilterEntries, ...serviceEntries })
const listQuery = ({
  page,
  perPage,
  service,
  ingredientsOnly,
  ...filters
}: v.InferOutput<typeof FilteredPageInput>) => ({
  page: String(page),
  perPage: String(perPage),
  ...serviceQuery({ service, ingredientsOnly }),
  ...filtersAsQuery(filters),
})

/** A list answer, marked when "delivers to my address" or "nearest first" was asked for with no place known. */
type WithPlace<T> = T & { noDeliveryPlace?: true }

/** What of a list's query needs the shopper's place: the filter and the distance sort. */
type PlaceNeeds = { deliversToMe: true | undefined; sort: Sort | undefined }

/**
 * "Delivers to my address" and "nearest first" (decision 0042) need the shopper's place: the
 * session (renewed like any signed-in call, its default address) or the shared location. Without
 * one the API answers 422 on the field; the page then shows the list without them, marked, and
 * says why (decision record 0042), instead of an error page.
 */
async function withDeliveryPlace<T>(
  asked: { deliversToMe?: boolean | undefined; sort?: Sort | undefined },
  read: (as: 'shopper' | 'visitor', needs: PlaceNeeds) => Promise<ApiResult<T>>,
): Promise<ApiResult<WithPlace<T>>> {
  // The list as answered: never marked (the mark is optional).
  const plain = (result: ApiResult<T>) => result as ApiResult<WithPlace<T>>
  const sort = asked.sort === 'distance' ? undefined : asked.sort
  if (!asked.deliversToMe && asked.sort !== 'distance')
    return plain(await read('visitor', { deliversToMe: undefined, sort }))
  const result = await read('shopper', { deliversToMe: asked.deliversToMe || undefined, sort: asked.sort })
  const placeless = result.errors !== null && result.status === 422
  if (!placeless || !(result.errors.deliversToMe || result.errors.sort)) return plain(result)
  const again = await read('visitor', { deliversToMe: undefined, sort })
  return again.errors === null ? { ...again, data: { ...again.data, noDeliveryPlace: true } } : plain(again)
}

export const fetchKitchens = createServerFn({ method: 'GET' })
  .validator(FilteredPageInput)
  .handler(async ({ data }) =>
    withDeliveryPlace(data, (as, needs) =>
      apiCall(
        (api, options) => api.shop.kitchens.$get({ query: listQuery({ ...data, ...needs }) }, options),
        { as },
      ),
    ),
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
    withDeliveryPlace(data, (as, needs) =>
      apiCall((api, options) => api.shop.meals.$get({ query: listQuery({ ...data, ...needs }) }, options), {
        as,
      }),
    ),
  )

/** Up to four meals to try after this one. */
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
  .validator(v.object({ ...PageInput.entries, service: serviceEntries.service }))
  .handler(async ({ data }) =>
    apiCall(
      (api, options) =>
        api.shop.offers.$get(
          {
            query: {
              page: String(data.page),
              perPage: String(data.perPage),
              ...serviceQuery({ service: data.service }),
            },
          },
          options,
        ),
      { as: 'visitor' },
    ),
  )

/** SPEC §5: the keyword goes to the API only when it is not empty; one ranked search of both lists. */
export const searchCatalogue = createServerFn({ method: 'GET' })
  .validator(v.object({ ...SearchInput.entries, ...catalogueFilterEntries, service: serviceEntries.service }))
  .handler(
    async ({ data: { keyword, page, perPage, sort: _sort, deliversToMe: asked, service, ...filters } }) =>
      withDeliveryPlace({ deliversToMe: asked }, (as, { deliversToMe }) =>
        apiCall(
          (api, options) =>
            api.shop.search.$get(
              {
                query: {
                  q: keyword,
                  ...serviceQuery({ service }),
                  page: String(page),
                  perPage: String(perPage ?? SEARCH_PER_PAGE),
                  ...filtersAsQuery({ ...filters, deliversToMe }),
                },
              },
              options,
            ),
          { as },
        ),
      ),
  )

/** Names to offer while the shopper types (the browser cancels a call it no longer needs). */
export const suggestCatalogue = createServerFn({ method: 'GET' })
  .validator(v.object({ ...SuggestInput.entries, service: serviceEntries.service }))
  .handler(async ({ data }) =>
    apiCall(
      (api, options) =>
        api.shop.search.suggestions.$get(
          { query: { q: data.keyword, limit: String(SUGGESTION_LIMIT), ...serviceQuery(data) } },
          options,
        ),
      { as: 'visitor' },
    ),
  )
