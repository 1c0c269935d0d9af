import type {
  Allergen,
  Cuisine,
  DietaryTag,
  DishArt,
  ItemUnit,
  MealCategory,
  Neighbourhood,
  OpeningHours,
  ProviderKind,
  Service,
} from '../../lib/catalogue-lists'
import type { ContentLanguage, ItemTranslations, ProviderTranslations } from '../../lib/content-languages'

/** A meal as written in the seed data; prices are whole Kenya shillings. */
export type SeedMeal = {
  name: string
  description: string
  priceKes: number
  category: MealCategory
  dietaryTags: DietaryTag[]
  allergens: Allergen[]
  /** How many portions the cook makes a day. */
  dailyPortions: number
  art: DishArt
  /** What the price is for; a portion when not said (src/lib/service-definitions.ts lists each service's). */
  unit?: ItemUnit
  /** A chef's experience: how long it lasts. */
  durationMinutes?: number
  /** Its description in other languages than its kitchen's (decision record 0104). */
  translations?: ItemTranslations
}

/** A kitchen (home cook) or small restaurant with its menu. */
export type SeedKitchen = {
  slug: string
  name: string
  /** Food when not said; the kind must be one of the service's provider kinds. */
  service?: Service
  kind: ProviderKind
  cookName: string
  tagline: string
  /** The cook's story, two to four sentences. */
  story: string
  /** The language the tagline and story are written in; English when not said. */
  contentLanguage?: ContentLanguage
  /** The tagline and story in other languages (decision record 0104). */
  translations?: ProviderTranslations
  neighbourhood: Neighbourhood
  /** A landmark couriers navigate by (SPEC: Nairobi addresses are landmark-based). */
  landmark: string
  lat: number
  lng: number
  cuisines: Cuisine[]
  openingHours: OpeningHours
  /** 3.5 – 5.0, one decimal. */
  rating: number
  ratingCount: number
  /** The base of its delivery fee; the price per km and the radius are the defaults (decision record 0037). */
  deliveryFeeKes: number
  /** How far it delivers (a farm or a chef travels further than a kitchen); the default when not said. */
  deliveryRadiusKm?: number
  minOrderKes: number
  prepMinutes: number
  verified: boolean
  /** Which cover artwork: public/art/kitchens/cover-<n>.svg, 1 to 8. */
  cover: number
  meals: SeedMeal[]
}

export type SeedOffer = {
  kitchenSlug: string
  /** The meal's name in that kitchen, or null for a kitchen-wide offer. */
  mealName: string | null
  title: string
  description: string
  percentOff: number
}

export type SeedCoupon = {
  code: string
  description: string
  percentOff: number | null
  amountOffKes: number | null
  minOrderKes: number
  maxUses: number
  /** Days from the seeding date until it expires. */
  validDays: number
  /** Only for a shopper's first order. */
  firstOrderOnly?: boolean
  /** A kitchen's own coupon (its slug); left out: every kitchen. */
  kitchenSlug?: string
}
