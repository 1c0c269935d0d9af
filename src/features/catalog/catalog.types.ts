import type { ApiResult } from '../../lib/api-errors'
import type { fetchKitchen, fetchKitchens, fetchMeals } from './catalog.functions'

/** The data a server function returns when it succeeds: types flow from the API, never copied. */
type DataOf<F extends (...args: never[]) => Promise<ApiResult<unknown>>> = NonNullable<
  Awaited<ReturnType<F>>['data']
>

export type KitchenPage = DataOf<typeof fetchKitchens>
export type KitchenSummary = KitchenPage['items'][number]
export type Kitchen = DataOf<typeof fetchKitchen>
export type MealPage = DataOf<typeof fetchMeals>
export type Meal = MealPage['items'][number]
export type OfferPage = DataOf<typeof import('./catalog.functions').fetchOffers>
export type Offer = OfferPage['items'][number]
