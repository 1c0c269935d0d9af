import * as v from 'valibot'
import { catalogueFilterEntries } from '../lib/catalogue-filters'
import {
  ALLERGENS,
  CUISINES,
  DAYS,
  DIETARY_TAGS,
  ITEM_UNITS,
  MEAL_CATEGORIES,
  NEIGHBOURHOODS,
  PROVIDER_KINDS,
  SERVICES,
} from '../lib/catalogue-lists'
import { CONTENT_LANGUAGES } from '../lib/content-languages'
import { idText, serviceField, wholeNumberText } from '../lib/schema-pieces'
import { DOCUMENT_KINDS, FULFILMENTS } from './applications.lists'
import { pageOf, pageQuery, searchKeyword } from './common.responses'
import { OptionGroup } from './menu.responses'

/** The catalogue's contract: kitchens, meals, offers and the services, as queried and answered. */

/** Which switched-on service's catalogue (SPEC §1); food when not said, 404 when switched off. */
const serviceParam = { service: serviceField }

/** Filters and sort (SPEC §1): the same schema the kitchens and meals pages validate their URL with. */
export const kitchensQuery = v.object({
  ...pageQuery.entries,
  ...serviceParam,
  searchKeyword,
  ...catalogueFilterEntries,
})

export const mealsQuery = v.object({
  ...pageQuery.entries,
  ...serviceParam,
  searchKeyword,
  ...catalogueFilterEntries,
  kitchenId: v.optional(idText()),
  /** The cookbook's ingredients: only grocery products some recipe uses. */
  ingredientsOnly: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'input.ingredientsOnly'),
      v.transform((s) => s === 'true'),
    ),
  ),
})

export const KitchenSummary = v.object({
  id: v.number(),
  /** The service it offers in: a kitchen cooks for food, a store sells groceries, a chef comes to cook. */
  service: v.picklist(SERVICES),
  slug: v.string(),
  name: v.string(),
  kind: v.picklist(PROVIDER_KINDS),
  tagline: v.string(),
  /**
   * The language of the kitchen's own words here (tagline; on a kitchen's page its story too): the
   * request's Accept-Language when the kitchen wrote them in it, else the language it writes in.
   */
  language: v.picklist(CONTENT_LANGUAGES),
  neighbourhood: v.picklist(NEIGHBOURHOODS),
  lat: v.number(),
  lng: v.number(),
  cuisines: v.array(v.picklist(CUISINES)),
  rating: v.number(),
  ratingCount: v.number(),
  deliveryFeeKes: v.pipe(v.number(), v.integer()),
  /** How it hands its orders over: it delivers, shoppers pick them up at its door, or either (decision record 0116). */
  fulfilment: v.picklist(FULFILMENTS),
  minOrderKes: v.pipe(v.number(), v.integer()),
  prepMinutes: v.number(),
  verified: v.boolean(),
  coverImage: v.string(),
  /** Inside its opening hours and not paused. */
  openNow: v.boolean(),
  /** While the kitchen paused taking orders: until when (ISO 8601); its meals cannot be ordered. */
  pausedUntil: v.nullable(v.string()),
  /**
   * The straight-line km (to 0.1) from the shopper's place, only in a list answered for that place
   * (`sort=distance` or `deliversToMe=true`: X-STORE-LOCATION, else the signed-in shopper's
   * default address); absent elsewhere.
   */
  distanceKm: v.optional(v.number()),
})
export type KitchenSummary = v.InferOutput<typeof KitchenSummary>

/**
 * A kitchen's delivery to a place (decision record 0037): the straight-line km, and the fee and
 * minutes (prep plus the ride) when it is within the kitchen's radius; `pinned` false when the
 * place is the middle of the address's area (it has no pin).
 */
export const DeliveryQuote = v.object({
  deliverable: v.boolean(),
  distanceKm: v.number(),
  feeKes: v.nullable(v.pipe(v.number(), v.integer())),
  etaMinutes: v.nullable(v.pipe(v.number(), v.integer())),
  pinned: v.boolean(),
})
export type DeliveryQuote = v.InferOutput<typeof DeliveryQuote>

export const Meal = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  /** The description's language: the request's Accept-Language when the kitchen gave it, else its own. */
  language: v.picklist(CONTENT_LANGUAGES),
  priceKes: v.pipe(v.number(), v.integer()),
  category: v.picklist(MEAL_CATEGORIES),
  /** Its service: a meal (food), a product (grocery), produce (farm), an experience (chef), a recipe (cookbook). */
  service: v.picklist(SERVICES),
  /** What the price is for, and what a quantity counts: a portion, a kg, a bunch, a guest, a recipe. */
  unit: v.picklist(ITEM_UNITS),
  /** How long a chef's experience lasts, in minutes; null for anything else. */
  durationMinutes: v.nullable(v.number()),
  dietaryTags: v.array(v.picklist(DIETARY_TAGS)),
  allergens: v.array(v.picklist(ALLERGENS)),
  dailyPortions: v.number(),
  /** Portions left today (Nairobi time); 0: sold out for today. */
  portionsLeft: v.pipe(v.number(), v.integer()),
  image: v.string(),
  /** An uploaded photo's WebP sizes (`srcset`); null for a picture without sizes. */
  imageSrcset: v.nullable(v.string()),
  /** What goes into it, as the cook lists it. */
  ingredients: v.array(v.string()),
  /** The cook gave it options to choose (its page lists them): add it from there. */
  hasOptions: v.boolean(),
  kitchen: v.object({
    id: v.number(),
    slug: v.string(),
    name: v.string(),
    neighbourhood: v.picklist(NEIGHBOURHOODS),
    /** The kitchen's pin, for a map of the meals' kitchens (search). */
    lat: v.number(),
    lng: v.number(),
    /** While the kitchen paused taking orders: until when (ISO 8601); the meal cannot be ordered. */
    pausedUntil: v.nullable(v.string()),
  }),
})
export type Meal = v.InferOutput<typeof Meal>

/** A kitchen's own page measures to the shopper's place in `delivery.quote`, not `distanceKm`. */
const { distanceKm: _listDistance, ...kitchenEntries } = KitchenSummary.entries

export const Kitchen = v.object({
  ...kitchenEntries,
  /** The fee to the shopper's place (`delivery.quote`) when the kitchen delivers there, else its base. */
  deliveryFeeKes: v.pipe(v.number(), v.integer()),
  ownerName: v.string(),
  story: v.string(),
  landmark: v.string(),
  /**
   * Per day, open and close times in pairs (decision record 0112): ["09:00", "21:00"] is one
   * window, ["11:00", "14:00", "17:00", "22:00"] two; only the last may close after midnight.
   */
  openingHours: v.record(v.picklist(DAYS), v.array(v.string())),
  /** Nairobi days from today the kitchen stays closed, whatever its hours say. */
  closedDays: v.array(v.string()),
  /** Minutes a busy kitchen adds to its ready times now (0 when it is not busy); `prepMinutes` includes them. */
  busyMinutes: v.number(),
  /** When its hours next begin (Nairobi time; inDays 0 is later today), while closed by them and not paused; else null. */
  nextOpening: v.nullable(v.object({ day: v.picklist(DAYS), time: v.string(), inDays: v.number() })),
  /** While it cannot deliver as soon as possible (closed or paused): when its first delivery slot starts (record 0040). */
  preorderFrom: v.nullable(v.string()),
  /**
   * Its meals. `preorderFrom`: while a meal cannot be ordered for as soon as possible (the kitchen
   * closed or paused, or the meal sold out today), the start of the first slot on a day it has
   * portions; null when it can, or when no day of the next 7 has both.
   */
  meals: v.array(v.object({ ...Meal.entries, preorderFrom: v.nullable(v.string()) })),
  /**
   * Delivery by distance: the base fee, the price per km and the radius it delivers within; the
   * quote to the shopper's place (X-STORE-LOCATION, else the signed-in shopper's default address),
   * null when no place is known.
   */
  delivery: v.object({
    baseKes: v.pipe(v.number(), v.integer()),
    perKmKes: v.pipe(v.number(), v.integer()),
    radiusKm: v.number(),
    quote: v.nullable(DeliveryQuote),
  }),
  /** What was checked (medical certificate, county food licence) and until when (YYYY-MM-DD, Nairobi). */
  verification: v.object({
    /** The day the verification runs out (its earliest expiry) while verified, else null. */
    verifiedUntil: v.nullable(v.string()),
    /** Verified, and a document runs out within 30 days: shown beside the badge before it drops (decision record 0113). */
    renewalDue: v.boolean(),
    checks: v.array(
      v.object({
        kind: v.picklist(DOCUMENT_KINDS),
        expiresOn: v.string(),
        checkedAt: v.string(),
        valid: v.boolean(),
      }),
    ),
  }),
})
export type Kitchen = v.InferOutput<typeof Kitchen>

export const KitchenPage = pageOf(KitchenSummary)
export type KitchenPage = v.InferOutput<typeof KitchenPage>

export const MealPage = pageOf(Meal)
export type MealPage = v.InferOutput<typeof MealPage>

export const Offer = v.object({
  id: v.number(),
  /** The service its provider offers in. */
  service: v.picklist(SERVICES),
  title: v.string(),
  description: v.string(),
  percentOff: v.number(),
  endsAt: v.string(),
  kitchen: v.object({
    id: v.number(),
    name: v.string(),
    neighbourhood: v.string(),
    coverImage: v.string(),
    /** While the kitchen is paused, when it takes orders again (its meals cannot be added until then). */
    pausedUntil: v.nullable(v.string()),
  }),
  meal: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      priceKes: v.number(),
      offerPriceKes: v.number(),
      /** The cook gave it options to choose (its page lists them): add it from there, not from the offer. */
      hasOptions: v.boolean(),
      /** Portions left today (Nairobi time); 0 is sold out today. */
      portionsLeft: v.number(),
    }),
  ),
})
export type Offer = v.InferOutput<typeof Offer>

export const OfferPage = pageOf(Offer)
export type OfferPage = v.InferOutput<typeof OfferPage>
export const offersQuery = v.object({ ...pageQuery.entries, ...serviceParam })

/** What a shopper typed: 1 to 100 characters once trimmed. */
const searchText = v.pipe(
  v.string('input.q'),
  v.trim(),
  v.minLength(1, 'input.q'),
  v.maxLength(100, 'input.q'),
)

/** The lists' filters apply to search too; its order is the match, so it takes no sort. */
const { sort: _sort, ...searchFilterEntries } = catalogueFilterEntries
export const searchQuery = v.object({
  ...pageQuery.entries,
  ...serviceParam,
  q: searchText,
  ...searchFilterEntries,
})

/** Suggestions while typing: a few at most. */
const MAX_SUGGESTIONS = 10
export const suggestionsQuery = v.object({
  ...serviceParam,
  q: searchText,
  limit: v.optional(wholeNumberText('input.limit', MAX_SUGGESTIONS), '6'),
})

export const SearchResults = v.object({ kitchens: KitchenPage, meals: MealPage })
export type SearchResults = v.InferOutput<typeof SearchResults>

export const Suggestion = v.object({
  kind: v.picklist(['kitchen', 'meal']),
  id: v.number(),
  name: v.string(),
  /** A kitchen's area, a meal's kitchen. */
  detail: v.string(),
})
export type Suggestion = v.InferOutput<typeof Suggestion>

export const SuggestionList = v.object({ suggestions: v.array(Suggestion) })
export type SuggestionList = v.InferOutput<typeof SuggestionList>

export const ServiceList = v.object({
  services: v.array(v.object({ name: v.picklist(SERVICES), enabled: v.boolean() })),
})
export type ServiceList = v.InferOutput<typeof ServiceList>

/** The catalogue's version: it grows with every change to kitchens, meals, offers or documents. */
export const CatalogueVersion = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(0)) })

/**
 * One meal with its options, in the cook's order (decision record 0041), and how its kitchen
 * takes orders now (decisions 0040 and 0043).
 */
export const MealDetail = v.object({
  ...Meal.entries,
  options: v.array(OptionGroup),
  /**
   * A recipe's ingredients: grocery products, how many of their units "add the ingredients" puts
   * in the grocery cart, and how the recipe measures them. Empty for anything but a recipe.
   */
  recipeIngredients: v.array(v.object({ quantity: v.number(), amount: v.string(), product: Meal })),
  /** The recipes using a grocery product (the cookbook's ingredients), by id and name. */
  usedInRecipes: v.array(v.object({ id: v.number(), name: v.string() })),
  ordering: v.object({
    /** Until when its kitchen paused taking orders, while paused: adding it to a cart is refused. */
    pausedUntil: v.nullable(v.string()),
    /**
     * While the meal cannot be delivered as soon as possible (its kitchen closed or paused, or it
     * is sold out today): when the first delivery slot on a day it has portions starts (records
     * 0040, 0043); null when it can, or when no day of the next 7 has both.
     */
    preorderFrom: v.nullable(v.string()),
  }),
})
export type MealDetail = v.InferOutput<typeof MealDetail>

/** A chosen option as a cart line or an order line carries it (an order keeps it as it was). */
export const ChosenOption = v.object({
  choiceId: v.number(),
  /** The option group's name ("Spice level"). */
  group: v.string(),
  /** The choice's name ("Hot"). */
  name: v.string(),
  /** What it added to a portion's price (whole shillings; negative took off). */
  priceDeltaKes: v.pipe(v.number(), v.integer()),
})
export type ChosenOption = v.InferOutput<typeof ChosenOption>
