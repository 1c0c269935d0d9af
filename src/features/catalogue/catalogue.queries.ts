import { queryOptions } from '@tanstack/react-query'
import type { PageInput } from '../../contracts/common.schemas'
import { unwrap } from '../../lib/api-errors'
import type { CatalogueFilters } from '../../lib/catalogue-filters'
import {
  fetchKitchen,
  fetchKitchens,
  fetchMeal,
  fetchMeals,
  fetchOffers,
  fetchRelatedMeals,
  searchCatalogue,
} from './catalogue.functions'

/** A page of a list, with the filters and sort its URL chose. */
type ListInput = PageInput & Partial<CatalogueFilters>

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

export const offersQuery = (page: PageInput) =>
  queryOptions({
    queryKey: ['offers', page],
    queryFn: async () => unwrap(await fetchOffers({ data: page })),
  })

/** A page of a search, narrowed by the lists' filters (record 0042); the map asks for more at once. */
export const searchQuery = (
  keyword: string,
  page: number,
  filters: Partial<CatalogueFilters> = {},
  perPage?: number,
) =>
  queryOptions({
    queryKey: ['search', keyword, page, filters, perPage],
    queryFn: async () => unwrap(await searchCatalogue({ data: { ...filters, keyword, page, perPage } })),
  })
