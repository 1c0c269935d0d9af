import * as v from 'valibot'
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../config/constants'
import {
  ALLERGENS,
  CUISINES,
  DAYS,
  DIETARY_TAGS,
  MEAL_CATEGORIES,
  NEIGHBOURHOODS,
  PROVIDER_KINDS,
  SERVICES,
} from '../lib/catalog-lists'

/** A positive whole number sent as text (query strings and path segments are text). */
const wholeNumber = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be a whole number`),
    v.trim(),
    v.regex(/^\d{1,9}$/, `${field} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${field} must be at least 1`),
    v.maxValue(max, `${field} must be at most ${max}`),
  )

export const idParam = v.object({ id: wholeNumber('id', 2_147_483_647) })

export const pageQuery = v.object({
  page: v.optional(wholeNumber('page', 100_000), String(DEFAULT_PAGE)),
  perPage: v.optional(wholeNumber('perPage', MAX_PER_PAGE), String(DEFAULT_PER_PAGE)),
})

export const mealsQuery = v.object({
  ...pageQuery.entries,
  kitchenId: v.optional(wholeNumber('kitchenId', 2_147_483_647)),
})

// Response shapes, for the OpenAPI document and the contract tests.

export const ErrorBody = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
})

const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    perPage: v.number(),
    total: v.number(),
    pageCount: v.number(),
  })

export const KitchenSummary = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  kind: v.picklist(PROVIDER_KINDS),
  tagline: v.string(),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  lat: v.number(),
  lng: v.number(),
  cuisines: v.array(v.picklist(CUISINES)),
  rating: v.number(),
  ratingCount: v.number(),
  deliveryFeeKes: v.pipe(v.number(), v.integer()),
  minOrderKes: v.pipe(v.number(), v.integer()),
  prepMinutes: v.number(),
  verified: v.boolean(),
  coverImage: v.string(),
  openNow: v.boolean(),
})

export const Meal = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  priceKes: v.pipe(v.number(), v.integer()),
  category: v.picklist(MEAL_CATEGORIES),
  dietaryTags: v.array(v.picklist(DIETARY_TAGS)),
  allergens: v.array(v.picklist(ALLERGENS)),
  dailyPortions: v.number(),
  image: v.string(),
  kitchen: v.object({
    id: v.number(),
    slug: v.string(),
    name: v.string(),
    neighbourhood: v.picklist(NEIGHBOURHOODS),
  }),
})

export const Kitchen = v.object({
  ...KitchenSummary.entries,
  ownerName: v.string(),
  story: v.string(),
  landmark: v.string(),
  openingHours: v.record(v.picklist(DAYS), v.tuple([v.string(), v.string()])),
  meals: v.array(Meal),
})

export const KitchenPage = pageOf(KitchenSummary)
export const MealPage = pageOf(Meal)

export const Ping = v.object({ data: v.object({ status: v.literal('ok'), time: v.string() }) })

export const ServiceList = v.object({
  services: v.array(v.object({ name: v.picklist(SERVICES), enabled: v.boolean() })),
})

export const InquiryReceipt = v.object({ id: v.number(), createdAt: v.string() })
