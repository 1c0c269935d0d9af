import { and, arrayOverlaps, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Meal, MealPage } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, providers, recipeIngredients } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { type ContentLanguage, inLanguage } from '../../lib/content-languages'
import { photoSrcset } from '../../lib/meal-photo-urls'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { isPaused } from '../common/kitchen-pause'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { portionsLeftToday } from '../portions/portions'
import { withDeliveringKitchens } from './delivery-day'
import { byDistance, type ListFilters, mealFilter, mealOrder } from './filters'
import { countAhead, pastDepth, toCountedPage } from './list-depth'
import { nearestKitchens } from './nearest'
import { anyContains } from './search'

export const mealColumns = {
  id: items.id,
  slug: items.slug,
  name: items.name,
  description: items.description,
  priceKes: items.priceKes,
  category: items.category,
  service: items.service,
  unit: items.unit,
  durationMinutes: items.durationMinutes,
  dietaryTags: items.dietaryTags,
  allergens: items.allergens,
  dailyPortions: items.dailyPortions,
  /** Portions left today (Nairobi): what can still be ordered for today. */
  portionsLeft: portionsLeftToday,
  image: items.image,
  photoKey: items.photoKey,
  ingredients: items.ingredients,
  /** The cook gave it options (decision record 0041): lists send the shopper to its page to choose. */
  hasOptions: sql<boolean>`exists (select 1 from item_option_groups g where g.item_id = ${items.id})`.mapWith(
    Boolean,
  ),
  kitchenId: providers.id,
  kitchenSlug: providers.slug,
  kitchenName: providers.name,
  kitchenNeighbourhood: providers.neighbourhood,
  // Named apart from the cart's own kitchen columns (src/domain/cart/cart.ts), which it strips.
  kitchenPinLat: providers.lat,
  kitchenPinLng: providers.lng,
  kitchenPausedUntil: providers.pausedUntil,
  translations: items.translations,
  contentLanguage: providers.contentLanguage,
}

type ColumnData<C> = C extends { _: { data: infer D } } ? D : C extends { _: { type: infer T } } ? T : never
type MealRow = Omit<
  { [K in keyof typeof mealColumns]: ColumnData<(typeof mealColumns)[K]> },
  'photoKey' | 'kitchenPausedUntil' | 'durationMinutes'
> & {
  photoKey: string | null
  durationMinutes: number | null
  kitchenPausedUntil: Date | null
}

/**
 * A meal as answered. `now` decides whether its kitchen's pause still holds (the real time by
 * default); its description is in `language` when the kitchen gave it (decision 0104).
 */
export const toMeal = (
  {
    kitchenId,
    kitchenSlug,
    kitchenName,
    kitchenNeighbourhood,
    kitchenPinLat,
    kitchenPinLng,
    kitchenPausedUntil,
    photoKey,
    translations,
    contentLanguage,
    ...meal
  }: MealRow,
  now: Date = new Date(),
  language?: ContentLanguage,
): Meal => ({
  ...meal,
  ...inLanguage({ description: meal.description }, contentLanguage, translations, language),
  imageSrcset: photoKey ? photoSrcset(photoKey) : null,
  kitchen: {
    id: kitchenId,
    slug: kitchenSlug,
    name: kitchenName,
    neighbourhood: kitchenNeighbourhood,
    lat: kitchenPinLat,
    lng: kitchenPinLng,
    pausedUntil: isPaused(kitchenPausedUntil, now) ? (kitchenPausedUntil?.toISOString() ?? null) : null,
  },
})

/**
 * An item shoppers see: available, of an active provider, of this service (its own kind of item).
 * The provider's service is said too, though it is always the item's: the planner can then walk
 * the providers of the service by their indexes (best rated first, cheapest first; decision 0105).
 */
export const visibleItem = (service: Service) =>
  and(
    eq(items.service, service),
    eq(providers.service, service),
    eq(items.kind, SERVICE_DEFINITIONS[service].itemKind),
    eq(items.available, true),
    eq(providers.active, true),
  )

export const visibleMeal = visibleItem('food')

/** An item of any of the switched-on services. */
export const visibleInAny = (services: readonly Service[]) => or(...services.map(visibleItem))

/** The grocery products some recipe uses: the cookbook's ingredients tab lists these. */
const usedInSomeRecipe = sql`${items.id} in (select ${recipeIngredients.productId} from ${recipeIngredients})`

/** The dietary tags as one text, so "vegetarian" or "halal" finds the meals carrying the tag. */
const dietaryTagsText = sql`array_to_string(${items.dietaryTags}, ' ')`

export async function listMeals(
  db: Db,
  options: PageRequest &
    ListFilters & {
      services: readonly Service[]
      service?: Service
      now?: Date
      kitchenId?: number | undefined
      searchKeyword?: string | undefined
      language?: ContentLanguage | undefined
      ingredientsOnly?: boolean | undefined
    },
): Promise<MealPage> {
  const service = options.service ?? 'food'
  if (!options.services.includes(service)) return toPage([], 0, options)
  const now = options.now ?? new Date()
  const filters = await withDeliveringKitchens(db, options, now)
  const where = and(
    visibleItem(service),
    mealFilter(filters, now),
    options.kitchenId === undefined ? undefined : eq(items.providerId, options.kitchenId),
    options.ingredientsOnly ? usedInSomeRecipe : undefined,
    anyContains(options.searchKeyword, [items.name, items.description, providers.name, dietaryTagsText]),
  )
  // Nearest first: the meals of the kitchens nearest the place that have a matching meal, walked
  // through the pins' index; inside the subquery, `providers` and `items` are its own rows.
  const near = byDistance(options.sort, options.near) ? options.near : undefined
  const hasMatchingMeal = () =>
    sql`exists (${db
      .select({ one: sql`1` })
      .from(items)
      .where(and(eq(items.providerId, providers.id), where))})`
  return mealPage(
    db,
    {
      where,
      walk: near ? nearestKitchens(db, hasMatchingMeal(), near, options) : undefined,
      order: mealOrder(options.sort, options.near),
    },
    { ...options, now },
  )
}

/**
 * One page of the meals matching `where` in `order`, counted 100 past it (list-depth.ts). `walk`
 * narrows the page's rows to where its order reaches them (the nearest kitchens); the count is of
 * every match.
 */
async function mealPage(
  db: Db,
  page: { where: SQL | undefined; order: SQL[]; walk?: SQL | undefined },
  options: PageRequest & { now?: Date; language?: ContentLanguage | undefined },
): Promise<MealPage> {
  const [found, counted] = await Promise.all([
    pastDepth(options)
      ? []
      : db
          .select(mealColumns)
          .from(items)
          .innerJoin(providers, eq(items.providerId, providers.id))
          .where(and(page.where, page.walk))
          .orderBy(...page.order)
          .limit(options.perPage)
          .offset(offsetOf(options)),
    countAhead(db, 'meals', page.where, options),
  ])
  return toCountedPage(
    found.map((row) => toMeal(row, options.now, options.language)),
    counted,
    options,
  )
}

/** How many other meals a meal's page suggests. */
const RELATED_MEALS = 4

/**
 * Meals to try after this one (SPEC §1): the same kitchen's first, then meals of the best-rated
 * kitchens that cook one of its kitchen's cuisines. Null for no such meal. Two short reads,
 * each stopping at RELATED_MEALS rows (the kitchen's meals by its index, the others walking
 * kitchens by rating, migration 0030), and no count: how many other meals share a cuisine grows
 * with the catalogue, and nobody is shown it.
 */
export async function relatedMeals(
  db: Db,
  id: number,
  options: { services: readonly Service[]; language?: ContentLanguage | undefined },
): Promise<Meal[] | null> {
  if (options.services.length === 0) return null
  const [meal] = await db
    .select({ kitchenId: items.providerId, cuisines: providers.cuisines, service: items.service })
    .from(items)
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(and(visibleInAny(options.services), eq(items.id, id)))
  if (!meal) return null
  const related = (where: SQL | undefined, order: SQL[]) =>
    db
      .select(mealColumns)
      .from(items)
      .innerJoin(providers, eq(items.providerId, providers.id))
      .where(and(visibleItem(meal.service), ne(items.id, id), where))
      .orderBy(...order)
      .limit(RELATED_MEALS)
  const [sameKitchen, sameCuisine] = await Promise.all([
    related(eq(items.providerId, meal.kitchenId), [asc(items.id)]),
    meal.cuisines.length > 0
      ? related(and(ne(items.providerId, meal.kitchenId), arrayOverlaps(providers.cuisines, meal.cuisines)), [
          desc(providers.rating),
          asc(providers.id),
          asc(items.id),
        ])
      : [],
  ])
  return [...sameKitchen, ...sameCuisine]
    .slice(0, RELATED_MEALS)
    .map((row) => toMeal(row, new Date(), options.language))
}
