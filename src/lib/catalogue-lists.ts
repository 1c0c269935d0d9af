/**
 * Every closed list of the catalogue, in one place. Each `const` array feeds both the
 * database enum (src/db/schema) and the valibot picklists of the API, so a value can
 * never exist in one and not the other.
 */

/** The five services of SPEC §1. Which of them answer is decided by the SERVICES setting. */
export const SERVICES = ['food', 'grocery', 'chef', 'farm', 'cookbook'] as const
export type Service = (typeof SERVICES)[number]

/** Who offers things: one provider table serves every service. */
export const PROVIDER_KINDS = ['kitchen', 'restaurant', 'store', 'chef', 'farmer', 'creator'] as const
export type ProviderKind = (typeof PROVIDER_KINDS)[number]

/** What a provider offers: meals (food), products (grocery), experiences (chef), produces (farm), recipes (cookbook). */
export const ITEM_KINDS = ['meal', 'product', 'experience', 'produce', 'recipe'] as const

export const NEIGHBOURHOODS = [
  'Westlands',
  'Kilimani',
  'Kileleshwa',
  'Lavington',
  'South B',
  'South C',
  'Karen',
  'Langata',
  'Kasarani',
  'Roysambu',
  'Ruaka',
  'Parklands',
  'Eastleigh',
  'Embakasi',
  'Donholm',
  'Buruburu',
  'Ngong Road',
  'Rongai',
  'Kitengela',
  'CBD',
] as const
export type Neighbourhood = (typeof NEIGHBOURHOODS)[number]

export const CUISINES = [
  'kenyan',
  'kikuyu',
  'luo',
  'luhya',
  'kamba',
  'swahili-coast',
  'somali',
  'ethiopian',
  'ugandan',
  'indian-kenyan',
  'nyama-choma',
  'vegetarian',
  'breakfast',
  'bakery',
] as const
export type Cuisine = (typeof CUISINES)[number]

export const MEAL_CATEGORIES = [
  'main',
  'stew',
  'grill',
  'rice',
  'side',
  'breakfast',
  'snack',
  'soup',
  'dessert',
  'drink',
  // The other services' items (src/lib/service-definitions.ts says which service offers which).
  'vegetables',
  'fruit',
  'staples',
  'dairy',
  'experience',
  'recipe',
] as const
export type MealCategory = (typeof MEAL_CATEGORIES)[number]

/**
 * What an item's price is for: a portion of a meal, a kilo of sukuma, a bunch of bananas, a
 * guest of a chef's experience, a recipe. The shopper's quantity counts these units.
 */
export const ITEM_UNITS = ['portion', 'kg', 'bunch', 'piece', 'litre', 'tray', 'guest', 'recipe'] as const
export type ItemUnit = (typeof ITEM_UNITS)[number]

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'halal', 'gluten-free', 'dairy-free', 'spicy'] as const
export type DietaryTag = (typeof DIETARY_TAGS)[number]

/** The allergens a kitchen must declare (the major allergen groups relevant to East African cooking). */
export const ALLERGENS = [
  'gluten',
  'milk',
  'egg',
  'peanut',
  'tree-nut',
  'fish',
  'shellfish',
  'soy',
  'sesame',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/** Generated artwork shipped in public/art/dishes/<key>.svg. */
const DISH_ART = [
  'pilau',
  'biryani',
  'githeri',
  'mukimo',
  'matoke',
  'chapati',
  'nyama-choma',
  'sukuma-wiki',
  'ugali',
  'mandazi',
  'samosa',
  'fish',
  'chicken-stew',
  'beef-stew',
  'beans',
  'rice',
  'chips',
  'injera',
  'rolex',
  'soup',
  'salad',
  'chai',
  'juice',
  'cake',
] as const
export type DishArt = (typeof DISH_ART)[number]

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Day = (typeof DAYS)[number]
/**
 * Opening hours per day, Africa/Nairobi time, as open and close times in pairs (24 h "HH:MM"):
 * ['09:00', '21:00'] is one window, ['11:00', '14:00', '17:00', '22:00'] two (decision record
 * 0112: the first window stays where [0] and [1] always were). Windows come in order without
 * overlapping; only the last may run past midnight (its close at or before its open). A missing
 * or empty day is closed.
 */
export type OpeningHours = Partial<Record<Day, string[]>>

/** The most windows a day may have. */
export const MAX_WINDOWS_A_DAY = 3
