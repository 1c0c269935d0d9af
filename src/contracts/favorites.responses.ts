import * as v from 'valibot'
import { KitchenSummary, Meal } from './catalogue.responses'

/** The shopper's favourite kitchens and meals. */

export const Favorites = v.object({ kitchens: v.array(KitchenSummary), meals: v.array(Meal) })
export type Favorites = v.InferOutput<typeof Favorites>
