import type {
  Allergen,
  Cuisine,
  DietaryTag,
  DishArt,
  MealCategory,
  Neighbourhood,
  OpeningHours,
} from '../../lib/catalogue-lists'

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
}

/** A kitchen (home cook) or small restaurant with its menu. */
export type SeedKitchen = {
  slug: string
  name: string
  kind: 'kitchen' | 'restaurant'
  cookName: string
  tagline: string
  /** The cook's story, two to four sentences. */
  story: string
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
