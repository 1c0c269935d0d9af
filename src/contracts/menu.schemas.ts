import * as v from 'valibot'
import { ALLERGENS, DIETARY_TAGS, ITEM_UNITS, MEAL_CATEGORIES } from '../lib/catalogue-lists'
import { positiveId, trimmedText } from '../lib/schema-pieces'
import { CUTOFF_TIME } from './kitchen-settings.schemas'

/** The most a meal may cost: whole Kenya shillings, from 1. */
const MAX_MEAL_PRICE_KES = 100_000
/** The most portions a day one meal may have. */
const MAX_DAILY_PORTIONS = 1000
/** The most ingredients one meal lists. */
const MAX_INGREDIENTS = 30

/** What a meal's description may be, in any language (decision record 0104). */
export const MEAL_DESCRIPTION = trimmedText(10, 500, 'menu.description')

/** How long a kitchen can pause: 30 minutes, an hour, or until Nairobi's midnight. */
const PAUSE_LENGTHS = ['30m', '1h', 'rest-of-day'] as const
export type PauseLength = (typeof PAUSE_LENGTHS)[number]

/** A meal photo's upload: at most 5 MB, a JPEG, PNG or WebP by its bytes. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** The WebP widths a photo is resized to (srcset); the middle one is the meal's `image`. */
export const PHOTO_WIDTHS = [320, 640, 960] as const

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))

/**
 * A meal as the menu editor's form, its server function and the API check it. Price is whole
 * shillings; an ingredient is a short name (the form sends one a line).
 */
export const MealInput = v.object({
  name: trimmedText(2, 80, 'menu.name'),
  description: MEAL_DESCRIPTION,
  /** From 1 for what is sold; a recipe, read and not sold, is 0 (the service's rule, checked by the API). */
  priceKes: wholeNumber(0, MAX_MEAL_PRICE_KES, 'menu.price'),
  /** One of the kitchen's service's categories (a store's vegetables, a chef's experiences). */
  category: v.picklist(MEAL_CATEGORIES, 'menu.category'),
  /** What the price is for, one of the service's units; its first when not said (a meal's portion). */
  unit: v.optional(v.picklist(ITEM_UNITS, 'menu.unit')),
  /** How long a chef's experience lasts, in minutes (30 to 12 hours). */
  durationMinutes: v.optional(v.nullable(wholeNumber(30, 720, 'menu.duration')), null),
  dietaryTags: v.optional(
    v.pipe(v.array(v.picklist(DIETARY_TAGS, 'menu.dietaryTags'), 'menu.dietaryTags'), v.maxLength(10)),
    [],
  ),
  allergens: v.optional(
    v.pipe(v.array(v.picklist(ALLERGENS, 'menu.allergens'), 'menu.allergens'), v.maxLength(20)),
    [],
  ),
  ingredients: v.optional(
    v.pipe(
      v.array(trimmedText(1, 60, 'menu.ingredients'), 'menu.ingredients'),
      v.maxLength(MAX_INGREDIENTS, 'menu.ingredients'),
    ),
    [],
  ),
  dailyPortions: wholeNumber(0, MAX_DAILY_PORTIONS, 'menu.dailyPortions'),
  /** Shown on the menu; false hides it from shoppers without removing it. */
  available: v.optional(v.boolean('menu.available'), true),
})
export type MealInput = v.InferInput<typeof MealInput>

/** Today's portions of one meal (the day's own count; the usual daily portions stay). */
export const PortionsInput = v.object({ portions: wholeNumber(0, MAX_DAILY_PORTIONS, 'menu.portions') })

export const PauseInput = v.object({ length: v.picklist(PAUSE_LENGTHS, 'menu.pauseLength') })

/** The server functions' inputs: which meal, and what. */
/** The most grocery products one recipe's shopping list names. */
const MAX_SHOPPING_LINES = 30

/**
 * A recipe's shopping list as its creator sets it (decision record 0102): the grocery products
 * "Add the ingredients" puts into a shopper's grocery cart, how many of each product's unit, and
 * the recipe's own measure ("2 cups", "a handful"). What is left out is removed.
 */
export const ShoppingListInput = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        productId: positiveId('menu.product'),
        quantity: wholeNumber(1, 50, 'menu.productQuantity'),
        amount: trimmedText(1, 60, 'menu.productAmount'),
      }),
    ),
    v.maxLength(MAX_SHOPPING_LINES, 'menu.shoppingListLength'),
  ),
})

export const SaveMealInput = v.object({ id: v.optional(positiveId('input.id')), meal: MealInput })
export const MealIdInput = v.object({ id: positiveId('input.id') })
export const SetPortionsInput = v.object({ id: positiveId('input.id'), portions: PortionsInput })

/** Until when same-day delivery slots can be ordered ("HH:MM", Nairobi time); null: no cut-off (record 0040). */
export const PreorderCutoff = v.object({
  cutoff: v.nullable(v.pipe(v.string('menu.preorderCutoff'), v.regex(CUTOFF_TIME, 'menu.preorderCutoff'))),
})
