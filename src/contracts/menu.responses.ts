import * as v from 'valibot'
import { ALLERGENS, DIETARY_TAGS, ITEM_UNITS, MEAL_CATEGORIES, SERVICES } from '../lib/catalogue-lists'
import { CONTENT_LANGUAGES } from '../lib/content-languages'

/** The kitchen's menu editor as the API answers it. */

/** A meal's option group with its choices, in the cook's order (decision record 0041). */
export const OptionGroup = v.object({
  id: v.number(),
  name: v.string(),
  /** The shopper must pick one of its choices. */
  required: v.boolean(),
  /** 1: one choice; more: up to that many. */
  maxChoices: v.pipe(v.number(), v.integer()),
  choices: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      /** What the choice adds to a portion's price (whole shillings; negative takes off). */
      priceDeltaKes: v.pipe(v.number(), v.integer()),
    }),
  ),
})
export type OptionGroup = v.InferOutput<typeof OptionGroup>

export const TodaysPortions = v.object({
  /** Today's count (Nairobi): the day's own when the cook set one, else the meal's daily portions. */
  portions: v.pipe(v.number(), v.integer()),
  sold: v.pipe(v.number(), v.integer()),
  left: v.pipe(v.number(), v.integer()),
})
export type TodaysPortions = v.InferOutput<typeof TodaysPortions>

/** A line of a recipe's shopping list: a grocery product, how many of its unit, and the recipe's measure. */
export const ShoppingLine = v.object({
  productId: v.number(),
  name: v.string(),
  /** The product's store. */
  storeName: v.string(),
  unit: v.picklist(ITEM_UNITS),
  priceKes: v.pipe(v.number(), v.integer()),
  quantity: v.pipe(v.number(), v.integer()),
  amount: v.string(),
})
export type ShoppingLine = v.InferOutput<typeof ShoppingLine>

export const EditorMeal = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  /** The description in other languages than the kitchen's own (decision record 0104). */
  translations: v.record(v.picklist(CONTENT_LANGUAGES), v.object({ description: v.string() })),
  priceKes: v.pipe(v.number(), v.integer()),
  category: v.picklist(MEAL_CATEGORIES),
  /** What the price is for (a portion, a kg, a guest): one of its service's units. */
  unit: v.picklist(ITEM_UNITS),
  /** How long an experience lasts (a chef's), in minutes; null for anything else. */
  durationMinutes: v.nullable(v.number()),
  dietaryTags: v.array(v.picklist(DIETARY_TAGS)),
  allergens: v.array(v.picklist(ALLERGENS)),
  ingredients: v.array(v.string()),
  dailyPortions: v.pipe(v.number(), v.integer()),
  /** On the menu for shoppers. */
  available: v.boolean(),
  image: v.string(),
  imageSrcset: v.nullable(v.string()),
  today: TodaysPortions,
  options: v.array(OptionGroup),
  /** A recipe's grocery products, what "Add the ingredients" puts in the cart; empty for anything else. */
  shoppingList: v.array(ShoppingLine),
})
export type EditorMeal = v.InferOutput<typeof EditorMeal>

export const PauseState = v.object({
  /** Until when the kitchen takes no orders (ISO 8601); null while it is not paused. */
  pausedUntil: v.nullable(v.string()),
})
export type PauseState = v.InferOutput<typeof PauseState>

export const Menu = v.object({
  kitchen: v.object({
    id: v.number(),
    name: v.string(),
    /** Its service: which categories and units its items may have (src/lib/service-definitions.ts). */
    service: v.picklist(SERVICES),
    /** The language it writes its descriptions in; others are translations (decision record 0104). */
    language: v.picklist(CONTENT_LANGUAGES),
    ...PauseState.entries,
  }),
  meals: v.array(EditorMeal),
})
export type Menu = v.InferOutput<typeof Menu>

export const MealRemoval = v.object({
  /** `archived`: orders name the meal, so it is hidden and kept for their history. */
  removal: v.picklist(['deleted', 'archived']),
})

/** GET /api/meal-photos/{mealId}/{token}/{width} */
export const PhotoParam = v.object({
  mealId: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'input.id'), v.transform(Number)),
  token: v.pipe(v.string(), v.regex(/^[a-z0-9]{8,32}$/, 'page.notFound')),
  width: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'page.notFound'), v.transform(Number)),
})

export const photoFormSchema = {
  type: 'object' as const,
  required: ['photo'],
  properties: {
    photo: {
      type: 'string' as const,
      format: 'binary',
      description: 'A JPEG, PNG or WebP (by its bytes) of at most 5 MB',
    },
  },
}
