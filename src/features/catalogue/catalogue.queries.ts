import { queryOptions } from '@tanstack/react-query'
import type { PageInput } from '../../contracts/common.schemas'
import { unwrap } from '../../lib/api-errors'
import type { CatalogueFilters } from '../../lib/catalogue-filters'
import type { Service } from '../../lib/catalogue-lists'
import {
  fetchKitchen,
  fetchKitchens,
  fetchMeal,
  fetchMeals,
  fetchOffers,
  fetchRelatedMeals,
  searchCatalogue,
  suggestCatalogue,
} from './catalogue.functions'

/** A page of a list, with the filters and sort its URL chose. */
type ListInput = PageInput & Partial<CatalogueFilters> & { service?: Service; ingredientsOnly?: true }

export const kitchensQuery = (page: ListInput) =>
  queryOptions({
    queryKey: ['kitchens', page],
    queryFn: async () => unwrap(await fetchKitchens({ data: page })),
  })

export const kitchenQuery = (id: number) =>
  queryOptions({
    queryKey: ['kitchen', id],
    queryFn: async () => unwrap(await fetchKitchen({ data: { id } })),
  })

export const mealsQuery = (page: ListInput) =>
  queryOptions({
    queryKey: ['meals', page],
    queryFn: async () => unwrap(await fetchMeals({ data: page })),
  })

export const mealQuery = (id: number) =>
  queryOptions({
    queryKey: ['meal', id],
    queryFn: async () => unwrap(await fetchMeal({ data: { id } })),
  })

export const relatedMealsQuery = (id: number) =>
  queryOptions({
    queryKey: ['meal', id, 'related'],
    queryFn: async () => unwrap(await fetchRelatedMeals({ data: { id } })),
  })

export const offersQuery = (page: PageInput & { service?: Service }) =>
  queryOptions({
    queryKey: ['offers', page],
    queryFn: async () => unwrap(await fetchOffers({ data: page })),
  })

/** A page of a search, narrowed by the lists' filters (record 0042); the map asks for more at once. */
export const searchQuery = (
  keyword: string,
  page: number,
  filters: Partial<CatalogueFilters> & { service?: Service } = {},
  perPage?: number,
) =>
  queryOptions({
    queryKey: ['search', keyword, page, filters, perPage],
    queryFn: async () => unwrap(await searchCatalogue({ data: { ...filters, keyword, page, perPage } })),
  })

/** How many popular meals a search that found nothing offers. */
const POPULAR_INSTEAD = 4

/**
 * What a search that found nothing offers instead (SearchInstead): the names its words come
 * close to (the typo-tolerant suggestions, for the whole query and, when it has several words,
 * for each of its first three: "pilau pizza" still finds the pilau), and the most-ordered meals.
 */
export const noResultsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['search', keyword, 'instead'],
    queryFn: async () => {
      const words = keyword.split(/\s+/).filter(Boolean)
      const tries = [keyword, ...(words.length > 1 ? words.slice(0, 3) : [])]
      const [popular, ...suggested] = await Promise.all([
        fetchMeals({ data: { page: 1, perPage: POPULAR_INSTEAD, sort: 'popularity' } }),
        ...tries.map((word) => suggestCatalogue({ data: { keyword: word } })),
      ])
      const typed = keyword.trim().toLowerCase()
      const names = suggested
        .flatMap((result) => (result.errors === null ? result.data.suggestions.map((s) => s.name) : []))
        .filter((name, index, all) => name.toLowerCase() !== typed && all.indexOf(name) === index)
      return { names: names.slice(0, 5), popular: unwrap(popular).items }
    },
  })
