import * as v from 'valibot'
import { KitchenSummary, Meal } from './catalog'

/** The shopper's favourite kitchens and meals. */

export const Favorites = v.object({ kitchens: v.array(KitchenSummary), meals: v.array(Meal) })
