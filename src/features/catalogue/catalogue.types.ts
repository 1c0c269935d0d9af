import type { DataOf } from '../../lib/api-errors'
import type { fetchKitchen, fetchKitchens, fetchMeals } from './catalogue.functions'

type KitchenPage = DataOf<typeof fetchKitchens>
export type KitchenSummary = KitchenPage['items'][number]
export type Kitchen = DataOf<typeof fetchKitchen>
type MealPage = DataOf<typeof fetchMeals>
export type Meal = MealPage['items'][number]
type OfferPage = DataOf<typeof import('./catalogue.functions').fetchOffers>
export type Offer = OfferPage['items'][number]
